import { cartHandlers, fixtures, mockData, mockHandlers } from '@dhanya/api/msw';
import { CartPage } from '@dhanya/storefront/routes/cart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, delay, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup, served } from './support/page';
import { requestsIdle } from '../support/story-requests';

/*
 * The demo shopper's cart: Sona Masoori Rice (5 kg) × 2 at ₹449 and Kerala Red Matta Rice
 * (5 kg) × 1 at its offer price of ₹350.10, ₹1,248.10 in all.
 */
const sona = fixtures.products.find((product) => product._id === fixtures.cartLines[0]!.productId)!;
const matta = fixtures.products.find((product) => product._id === fixtures.cartLines[1]!.productId)!;

/** The requests a story's handlers saw, cleared before the story runs. */
type LoggedRequest = { method: string; path: string; body: unknown };
const requests: LoggedRequest[] = [];
const sent = (method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

/** Notes every request to `path`, then lets the demo handlers answer it. */
function logged(method: 'get' | 'post' | 'delete', path: string) {
  return http[method](path, async ({ request }) => {
    const body: unknown = method === 'post' ? await request.clone().json() : undefined;
    requests.push({ method: method.toUpperCase(), path: new URL(request.url).pathname, body });
  });
}

const loggedCart = [
  logged('get', '/cart/getcart'),
  logged('get', '/api/cart/getcart'),
  logged('post', '/cart/addcart'),
  logged('delete', '/cart/deletcart/:id'),
  logged('post', '/cart/checkout'),
];

/** The cart group with `overrides` answering first; every cart request is logged. */
function cartServed(...overrides: HttpHandler[]) {
  return { msw: { handlers: { ...mockHandlers(), cart: [...loggedCart, ...overrides, ...cartHandlers()] } } };
}

const meta = {
  title: 'Storefront/Pages/Cart',
  tags: ['!autodocs'],
  component: CartPage,
  decorators: [layoutPageDecorator],
  beforeEach: (context) => {
    requests.splice(0);
    return pageSetup(context);
  },
  parameters: { ...pageParameters, ...cartServed(), path: '/cart', session: 'shopper' },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart line by its product's title. */
const line = async (title: string | RegExp) => within(await screen.findByRole('article', { name: title }));
/** A line of one pack of a product: "Aged Basmati Rice, 5 kg" to a screen reader. */
const packLine = (title: string, pack: string) => line(new RegExp(`^${title}\\W+${pack}$`));

/** The Order Summary's value for a label ("Subtotal", "Shipping", "Total"). */
function summaryValue(label: string) {
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  const terms = summary.getAllByRole('term');
  const index = terms.findIndex((term) => term.textContent === label);
  return summary.getAllByRole('definition')[index]!.textContent;
}

async function openCheckout() {
  await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const address = {
  'First Name': 'Asha',
  Address: '21, 4th Main Road',
  City: 'Bengaluru',
  State: 'Karnataka',
  ZIP: '560038',
};

async function fillRequired(dialog: ReturnType<typeof within>) {
  for (const [name, text] of Object.entries(address)) await userEvent.type(dialog.getByRole('textbox', { name }), text);
}

export const LoggedOut: Story = {
  name: 'Logged out',
  tags: ['req:CART-01'],
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please log in to view your cart')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Saved on this device' })).not.toBeInTheDocument();
    await requestsIdle();
    await expect(requests).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Login' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};

export const LoggedOutWithGuestItems: Story = {
  name: 'Logged out with a guest cart',
  tags: ['req:CART-01', 'state'],
  parameters: { session: 'guest' },
  beforeEach: () => {
    const entry = (product: typeof sona, quantity: number) => ({
      productId: product._id,
      quantity,
      productData: { title: product.title, price: product.effectivePrice, image: product.image },
    });
    localStorage.setItem('guest_cart', JSON.stringify([entry(sona, 3), entry(matta, 1)]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please log in to view your cart')).toBeVisible();
    const saved = within(canvas.getByRole('region', { name: 'Saved on this device' }));
    await expect(saved.getByText('These items will be added to your cart when you log in.')).toBeVisible();
    await expect(saved.getByText(sona.title)).toBeVisible();
    await expect(saved.getByText('Qty 3')).toBeVisible();
    await expect(saved.getByText('₹1,347.00')).toBeVisible();
    await expect(saved.getByText(matta.title)).toBeVisible();
    await expect(saved.getByText('₹1,697.10')).toBeVisible();
    // Read-only: nothing to change or remove before logging in.
    await expect(saved.queryByRole('button')).not.toBeInTheDocument();
    await expect(requests).toEqual([]);
  },
};

export const Loading: Story = {
  tags: ['req:CART-02'],
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your cart...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['req:CART-03'],
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByText('Add some products to get started!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    const browse = canvas.getByRole('link', { name: 'Browse All Products' });
    await expect(browse).toHaveAttribute('href', '/productlist');
    await userEvent.click(browse);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /productlist');
  },
};

export const Error: Story = {
  tags: ['req:CART-06'],
  parameters: { msw: { handlers: { ...mockHandlers(), cart: cartHandlers({ variant: 'error' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch cart')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch cart');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Populated: Story = {
  tags: ['req:CART-04', 'req:CART-05', 'req:CART-18'],
  play: async ({ canvas }) => {
    const rice = await line(sona.title);
    await expect(rice.getByText(sona.description)).toBeVisible();
    await expect(rice.getByRole('img', { name: sona.title })).toHaveAttribute(
      'src',
      `/uploads/products/${encodeURIComponent(sona.image!)}`,
    );
    await expect(rice.getByText('₹449.00')).toBeVisible();
    await expect(rice.getByRole('group', { name: `Quantity for ${sona.title}` })).toBeVisible();
    await expect(rice.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await expect(rice.getByText('₹898.00')).toBeVisible();
    await expect(rice.getByRole('button', { name: `Remove ${sona.title}` })).toBeEnabled();

    const offer = await line(matta.title);
    await expect(offer.getAllByText('₹350.10')).toHaveLength(2);

    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(summaryValue('Subtotal')).toBe('₹1,248.10');
    await expect(summaryValue('Shipping')).toBe('Free');
    await expect(summaryValue('Total')).toBe('₹1,248.10');
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await expect(sent('GET', '/cart/getcart').length).toBeGreaterThan(0);
  },
};

/** Aged Basmati Rice in both its packs: one line each. */
const basmati = fixtures.products.find((product) => product.title === 'Aged Basmati Rice')!;
const [basmatiKilo, basmatiBag] = basmati.packs;
const bothBasmatiPacks = () => {
  mockData.cartLines = [
    { productId: basmati._id, packId: basmatiKilo!._id, quantity: 1 },
    { productId: basmati._id, packId: basmatiBag!._id, quantity: 2 },
  ];
};

export const SeveralPacks: Story = {
  name: 'Several packs',
  tags: ['packs', 'state'],
  beforeEach: bothBasmatiPacks,
  parameters: {
    docs: {
      description: { story: 'Two packs of one product are two lines, each named by its pack and changed alone.' },
    },
  },
  play: async ({ canvas }) => {
    const kilo = await packLine(basmati.title, '1 kg');
    const bag = await packLine(basmati.title, '5 kg');
    await expect(kilo.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    await expect(bag.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await expect(bag.getByText('₹1,698.00')).toBeVisible();
    await expect(summaryValue('Subtotal')).toBe('₹1,887.00');

    await userEvent.click(bag.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(bag.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3));
    await expect(kilo.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    await expect(summaryValue('Subtotal')).toBe('₹2,736.00');
    await expect(sent('POST', '/cart/addcart').map((request) => request.body)).toEqual([
      { productId: basmati._id, packId: basmatiBag!._id, quantity: 1 },
    ]);
    await expect(canvas.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  },
};

export const SeveralPacksMobile: Story = {
  name: 'Several packs, mobile',
  tags: ['packs'],
  globals: { viewport: { value: 'mobile' } },
  beforeEach: bothBasmatiPacks,
  play: async ({ canvasElement }) => {
    await packLine(basmati.title, '5 kg');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const GuestCartWithPacks: Story = {
  name: 'Logged out with packs saved',
  tags: ['packs', 'req:CART-01'],
  parameters: { session: 'guest' },
  beforeEach: () => {
    const entry = (pack: typeof basmatiKilo, quantity: number) => ({
      productId: basmati._id,
      packId: pack!._id,
      quantity,
      productData: { title: basmati.title, price: pack!.effectivePrice, image: basmati.image, packLabel: pack!.label },
    });
    localStorage.setItem('guest_cart', JSON.stringify([entry(basmatiKilo, 2), entry(basmatiBag, 1)]));
  },
  play: async ({ canvas }) => {
    const saved = within(await canvas.findByRole('region', { name: 'Saved on this device' }));
    await expect(saved.getByText('1 kg')).toBeVisible();
    await expect(saved.getByText('5 kg')).toBeVisible();
    await expect(saved.getByText('₹378.00')).toBeVisible();
    await expect(saved.getAllByText('₹849.00')[0]).toBeVisible();
    await expect(requests).toEqual([]);
  },
};

export const BrokenImage: Story = {
  name: 'Broken image',
  tags: ['req:CART-04'],
  parameters: { docs: { description: { story: 'A missing picture shows the placeholder.' } } },
  beforeEach: () => {
    // A file the shop no longer has: the uploads answer 404.
    mockData.products.find((product) => product._id === sona._id)!.image = 'deleted-picture.webp';
  },
  play: async () => {
    const rice = await line(sona.title);
    await waitFor(() => expect(rice.getByRole('img', { name: sona.title })).not.toHaveAttribute('src'));
    await expect((await line(matta.title)).getByRole('img', { name: matta.title })).toHaveAttribute('src');
  },
};

export const Stepper: Story = {
  name: 'At minimum',
  tags: ['req:CART-14'],
  parameters: { docs: { description: { story: 'Decrement is disabled at 1.' } } },
  play: async () => {
    const offer = await line(matta.title);
    await expect(offer.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(offer.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();

    const rice = await line(sona.title);
    await userEvent.click(rice.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(rice.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1));
    await expect(rice.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(sent('POST', '/cart/addcart').map((request) => request.body)).toEqual([
      { productId: sona._id, packId: sona.packs[0]!._id, quantity: -1 },
    ]);
  },
};

export const Increment: Story = {
  tags: ['req:CART-15', 'req:CART-16'],
  parameters: { docs: { description: { story: 'Increment updates the line and the totals.' } } },
  play: async () => {
    const rice = await line(sona.title);
    await userEvent.click(rice.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(rice.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3));
    await expect(rice.getByText('₹1,347.00')).toBeVisible();
    await expect(summaryValue('Subtotal')).toBe('₹1,697.10');
    await expect(summaryValue('Total')).toBe('₹1,697.10');
    await expect(sent('POST', '/cart/addcart').map((request) => request.body)).toEqual([
      { productId: sona._id, packId: sona.packs[0]!._id, quantity: 1 },
    ]);

    // A typed 0 is dropped: no request, the quantity stays.
    const input = rice.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(input).toHaveValue(3);
    await expect(sent('POST', '/cart/addcart')).toHaveLength(1);
  },
};

export const BusyWhileUpdating: Story = {
  name: 'Busy while updating',
  parameters: {
    ...cartServed(
      http.post('/cart/addcart', async () => {
        await delay(600);
      }),
    ),
    docs: { description: { story: "A line's controls wait for its update (one request per click)." } },
  },
  play: async () => {
    const rice = await line(sona.title);
    await userEvent.click(rice.getByRole('button', { name: 'Increase quantity' }));
    await expect(rice.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(rice.getByRole('button', { name: `Remove ${sona.title}` })).toBeDisabled();
    await userEvent.click(rice.getByRole('button', { name: 'Increase quantity' }), { pointerEventsCheck: 0 });
    await waitFor(() => expect(rice.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3), { timeout: 3000 });
    await expect(rice.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    await expect(sent('POST', '/cart/addcart')).toHaveLength(1);
  },
};

export const QuantityUpdateFails: Story = {
  name: 'Update failed',
  tags: ['req:CART-17'],
  parameters: {
    ...cartServed(
      http.post('/cart/addcart', () => HttpResponse.json({ msg: 'Only 2 left of Sona Masoori Rice' }, { status: 409 })),
    ),
    docs: { description: { story: 'A failed update keeps the server quantity.' } },
  },
  play: async ({ canvas }) => {
    const rice = await line(sona.title);
    await userEvent.click(rice.getByRole('button', { name: 'Increase quantity' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update quantity');
    await expect(alert).toHaveTextContent('Only 2 left of Sona Masoori Rice');
    await expect(rice.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await expect(rice.getByText('₹898.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Remove: Story = {
  tags: ['req:CART-07'],
  play: async ({ canvas }) => {
    const offer = await line(matta.title);
    await userEvent.click(offer.getByRole('button', { name: `Remove ${matta.title}` }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: matta.title })).not.toBeInTheDocument());
    await expect(summaryValue('Subtotal')).toBe('₹898.00');
    await expect(summaryValue('Total')).toBe('₹898.00');
    await expect(sent('DELETE', `/cart/deletcart/${matta._id}`)).toHaveLength(1);
    // Focus does not fall to the page's end with the removed button.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toHaveFocus();
  },
};

export const RemoveFails: Story = {
  name: 'Remove failed',
  tags: ['req:CART-07'],
  parameters: {
    ...cartServed(http.delete('/cart/deletcart/:id', () => HttpResponse.json({}, { status: 500 }))),
    docs: { description: { story: 'A failed remove keeps the item.' } },
  },
  play: async ({ canvas }) => {
    const offer = await line(matta.title);
    await userEvent.click(offer.getByRole('button', { name: `Remove ${matta.title}` }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to remove item');
    await expect(canvas.getByRole('article', { name: matta.title })).toBeVisible();
    await expect(summaryValue('Total')).toBe('₹1,248.10');
  },
};

export const NetworkError: Story = {
  name: 'Network error',
  tags: ['req:CART-08'],
  parameters: {
    ...cartServed(
      http.post('/cart/addcart', () => HttpResponse.error()),
      http.delete('/cart/deletcart/:id', () => HttpResponse.error()),
    ),
    docs: { description: { story: 'No response to an update or a remove.' } },
  },
  play: async ({ canvas }) => {
    const rice = await line(sona.title);
    await userEvent.click(rice.getByRole('button', { name: 'Increase quantity' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    await expect(rice.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await userEvent.click(rice.getByRole('button', { name: `Remove ${sona.title}` }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    await expect(canvas.getByRole('article', { name: sona.title })).toBeVisible();
  },
};

export const CheckoutCancel: Story = {
  name: 'Checkout cancelled',
  tags: ['req:CART-19'],
  parameters: { docs: { description: { story: 'Cancel closes the checkout without a request.' } } },
  play: async () => {
    const dialog = await openCheckout();
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Asha');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sent('POST', '/cart/checkout')).toHaveLength(0);
    await expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toHaveFocus();
  },
};

export const CheckoutForm: Story = {
  name: 'Checkout form',
  tags: ['req:CART-20', 'req:CART-21', 'state'],
  parameters: { docs: { description: { story: 'The checkout form and payment choices.' } } },
  play: async () => {
    const dialog = await openCheckout();
    await expect(dialog.getByRole('radiogroup', { name: 'Payment Method' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Credit/Debit Card' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'UPI' })).not.toBeChecked();
    for (const name of ['First Name', 'Address', 'City', 'State', 'ZIP']) {
      await expect(dialog.getByRole('textbox', { name })).toBeRequired();
    }
    for (const name of ['Last Name', 'Address Line 2']) {
      await expect(dialog.getByRole('textbox', { name })).not.toBeRequired();
    }
    await expect(dialog.getByText('Order Total')).toBeVisible();
    await expect(dialog.getByText('₹1,248.10')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Credit/Debit Card' }));
    await expect(dialog.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};

export const CheckoutRequired: Story = {
  name: 'Required fields',
  tags: ['req:CART-22'],
  play: async () => {
    const dialog = await openCheckout();
    await userEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await fillRequired(dialog);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'ZIP' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(sent('POST', '/cart/checkout')).toHaveLength(0);
  },
};

export const CheckoutSubmitting: Story = {
  name: 'Placing order',
  tags: ['req:CART-23'],
  parameters: {
    ...cartServed(
      http.post('/cart/checkout', async () => {
        await delay('infinite');
      }),
    ),
    docs: { description: { story: 'Place Order waits with a spinner.' } },
  },
  play: async () => {
    const dialog = await openCheckout();
    await fillRequired(dialog);
    const placeOrder = dialog.getByRole('button', { name: 'Place Order' });
    await userEvent.dblClick(placeOrder);
    await waitFor(() => expect(placeOrder).toBeDisabled());
    await expect(placeOrder).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(placeOrder, { pointerEventsCheck: 0 });
    // The one request may leave a moment after the button turns busy (a loaded CI machine).
    await waitFor(() => expect(sent('POST', '/cart/checkout')).toHaveLength(1));
    await expect(sent('POST', '/cart/checkout')).toHaveLength(1);
    // The answer is awaited in the dialog: it cannot be closed from under the order.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
  },
};

export const CheckoutSuccess: Story = {
  name: 'Order placed',
  tags: ['req:CART-24', 'req:CART-25'],
  parameters: {
    docs: { description: { story: 'Cash on delivery: the alert with the order id, then an empty cart.' } },
  },
  play: async ({ canvas }) => {
    const dialog = await openCheckout();
    await fillRequired(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Place Order' }));

    const alert = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(alert).toHaveAccessibleName(/^Order placed successfully! Order ID: order-new-\d+$/);
    await expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument();
    await expect(sent('POST', '/cart/checkout').map((request) => request.body)).toEqual([
      {
        paymentType: 'cash',
        firstName: 'Asha',
        lastName: '',
        address: '21, 4th Main Road',
        address2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip: '560038',
      },
    ]);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const CheckoutSuccessUpi: Story = {
  name: 'Order placed, paid by UPI',
  tags: ['req:CART-24', 'req:CART-25', 'state'],
  parameters: { docs: { description: { story: 'Issue 15: an order paid online leads to its payment page.' } } },
  play: async ({ canvas }) => {
    const dialog = await openCheckout();
    await fillRequired(dialog);
    await userEvent.click(dialog.getByRole('radio', { name: 'UPI' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Place Order' }));

    const alert = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(alert).toHaveAccessibleName(/^Order placed successfully! Order ID: order-new-\d+$/);
    await expect(alert).toHaveTextContent('Pay now to complete it');
    await expect(
      sent('POST', '/cart/checkout').map((request) => (request.body as { paymentType: string }).paymentType),
    ).toEqual(['upi']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Pay now' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Navigated to \/orders\/order-new-\d+\/pay$/);
  },
};

/** A checkout answered by `answer`; the dialog stays open with the values entered. */
function checkoutFailure(description: string, answer: () => Response, message: string): Story {
  return {
    parameters: { ...cartServed(http.post('/cart/checkout', answer)), docs: { description: { story: description } } },
    play: async () => {
      const dialog = await openCheckout();
      await fillRequired(dialog);
      await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Nair');
      await userEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
      await expect(await dialog.findByRole('alert')).toHaveTextContent(message);
      await expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
      await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Nair');
      await expect(dialog.getByRole('textbox', { name: 'ZIP' })).toHaveValue('560038');
      await expect(dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled();
      await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  };
}

export const CheckoutServerMessage: Story = {
  name: 'Order refused',
  tags: ['req:CART-26'],
  ...checkoutFailure(
    "A failed order shows the server's message.",
    () => HttpResponse.json({ msg: 'Only 1 left of Kerala Red Matta Rice (5 kg)' }, { status: 409 }),
    'Only 1 left of Kerala Red Matta Rice (5 kg)',
  ),
};

export const CheckoutFailed: Story = {
  name: 'Order failed',
  tags: ['req:CART-26'],
  ...checkoutFailure(
    'A failed order without a message.',
    () => HttpResponse.json({}, { status: 500 }),
    'Checkout failed',
  ),
};

export const CheckoutNetworkError: Story = {
  name: 'Order network error',
  tags: ['req:CART-26'],
  ...checkoutFailure(
    'No response to the order.',
    () => HttpResponse.error(),
    'Network error during checkout. Please try again.',
  ),
};

export const CheckoutWithoutOrderId: Story = {
  name: 'No order id',
  tags: ['req:CART-26'],
  ...checkoutFailure(
    'A success answer without an order id.',
    () => HttpResponse.json({ data: {}, msg: 'Order placed successfully!' }, { status: 201 }),
    'Something went wrong during checkout.',
  ),
};

export const Mobile: Story = {
  parameters: { visual: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const rice = await line(sona.title);
    await expect(rice.getByRole('button', { name: 'Increase quantity' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileHindi: Story = {
  ...mobileHindi('The cart under `/hi`: its lines named in Hindi, as the API answers `lang=hi`.'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'शॉपिंग कार्ट' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(sona.translations!.hi!.title!, {}, { timeout: 5000 })).toBeVisible();
  },
};
