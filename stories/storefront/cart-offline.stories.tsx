import { KEPT_FOR_LATER_HEADER, paths } from '@dhanya/api';
import { cartHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import { CartPage } from '@dhanya/storefront/routes/cart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { offline } from './support/offline';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup } from './support/page';

/*
 * The signed-in cart without the network (issue 35). The phone says it is offline; the mock
 * API answers a cart change as the shop's service worker does then: kept, to be sent later.
 */
const sona = fixtures.products.find((product) => product._id === fixtures.cartLines[0]!.productId)!;
const matta = fixtures.products.find((product) => product._id === fixtures.cartLines[1]!.productId)!;

const keptByTheWorker = () =>
  HttpResponse.json(
    { message: 'Kept to send when the network returns' },
    { status: 503, headers: { [KEPT_FOR_LATER_HEADER]: '1' } },
  );

const meta = {
  title: 'Storefront/Pages/Cart offline',
  tags: ['!autodocs'],
  component: CartPage,
  decorators: [layoutPageDecorator],
  beforeEach: [pageSetup, offline],
  parameters: {
    ...pageParameters,
    path: '/cart',
    session: 'shopper',
    msw: {
      handlers: {
        ...mockHandlers(),
        cart: [
          http.post(paths.addToCart, keptByTheWorker),
          http.delete('/cart/deletcart/:id', keptByTheWorker),
          ...cartHandlers(),
        ],
      },
    },
    docs: {
      description: {
        component:
          "A signed-in shopper's cart offline: a banner says so, changes wait on the phone (the service worker sends them when the network returns), and checkout offers the order on the shop's WhatsApp.",
      },
    },
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = async (title: string) => within(await screen.findByRole('article', { name: title }));

export const Offline: Story = {
  tags: ['state'],
  parameters: { docs: { description: { story: 'A step and a removal made offline show at once, kept to be sent.' } } },
  play: async ({ canvas }) => {
    const rice = await line(sona.title);
    await userEvent.click(rice.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(rice.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3));
    await expect(rice.getByText('₹1,347.00')).toBeVisible();
    await userEvent.click((await line(matta.title)).getByRole('button', { name: `Remove ${matta.title}` }));
    await waitFor(() => expect(screen.queryByRole('article', { name: matta.title })).not.toBeInTheDocument());
    // Nothing failed: no error, and the total is the kept cart's.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'Order Summary' })).getAllByText('₹1,347.00')).not.toEqual(
      [],
    );
  },
};

/** The checkout's offline alert, opened. */
async function openOfflineCheckout() {
  await userEvent.click(await screen.findByRole('button', { name: /Proceed to Checkout|चेकआउट करें/ }));
  const alert = await screen.findByRole('alertdialog');
  await waitFor(() => expect(alert).toBeVisible());
  return within(alert);
}

export const CheckoutOffline: Story = {
  name: 'Checkout offline',
  tags: ['state'],
  parameters: {
    docs: { description: { story: "Checkout needs the network: the order can go to the shop's WhatsApp." } },
  },
  play: async () => {
    const alert = await openOfflineCheckout();
    await expect(alert.getByRole('heading', { name: 'Checkout needs the internet' })).toBeVisible();
    const link = new URL(alert.getByRole('link', { name: 'Send this order on WhatsApp' }).getAttribute('href')!);
    await expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/91${fixtures.shopSettings.whatsappNumber}`);
    await expect(link.searchParams.get('text')).toBe(
      [
        'Hello! I would like to order:',
        `2 × ${sona.title}: ₹898.00`,
        `1 × ${matta.title}: ₹350.10`,
        'Total: ₹1,248.10',
      ].join('\n'),
    );
  },
};

export const CheckoutOfflineWithoutWhatsapp: Story = {
  name: 'Checkout offline, no WhatsApp',
  parameters: { docs: { description: { story: 'A shop without a WhatsApp number: only the message.' } } },
  beforeEach: () => {
    mockData.settings = { ...mockData.settings, whatsappNumber: '' };
  },
  play: async () => {
    const alert = await openOfflineCheckout();
    await expect(
      alert.getByText("Your cart is kept on this phone. Place your order when you're back online."),
    ).toBeVisible();
    await expect(alert.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const MobileHindi: Story = {
  ...mobileHindi('The offline banner and checkout in Hindi, on a phone.'),
  play: async () => {
    const alert = await openOfflineCheckout();
    await expect(alert.getByRole('heading', { name: 'ऑर्डर करने के लिए इंटरनेट चाहिए' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'यह ऑर्डर WhatsApp पर भेजें' })).toBeVisible();
  },
};
