import { cartHandlers, mockHandlers } from '@dhanya/api/msw';
import { CheckoutPage } from '@dhanya/storefront/routes/checkout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup, served } from './support/page';

/** Bodies of the POST /api/check/checkout requests a story sent, cleared before it runs. */
const orders: unknown[] = [];
const cartRequests: string[] = [];

const logged = [
  http.get('/cart/getcart', ({ request }) => {
    cartRequests.push(new URL(request.url).pathname);
  }),
  http.post('/api/check/checkout', async ({ request }) => {
    orders.push(await request.clone().json());
  }),
];

/** The cart group with `overrides` answering first; orders and cart reads are logged. */
function cartServed(...overrides: HttpHandler[]) {
  return { msw: { handlers: { ...mockHandlers(), cart: [...logged, ...overrides, ...cartHandlers()] } } };
}

const meta = {
  title: 'Storefront/Pages/Checkout',
  tags: ['!autodocs'],
  component: CheckoutPage,
  decorators: [layoutPageDecorator],
  beforeEach: (context) => {
    orders.splice(0);
    cartRequests.splice(0);
    return pageSetup(context);
  },
  parameters: { ...pageParameters, ...cartServed(), path: '/checkout', session: 'shopper' },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = {
  'First Name': 'Asha',
  Address: '21, 4th Main Road, Indiranagar',
  City: 'Bengaluru',
  State: 'Karnataka',
  ZIP: '560038',
};

async function choosePayment(type: 'COD' | 'ONLINE') {
  await userEvent.click(screen.getByRole('combobox', { name: 'Payment Type' }));
  await userEvent.click(await screen.findByRole('option', { name: type }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payment Type' })).toHaveTextContent(type));
}

async function fillAddress() {
  for (const [name, text] of Object.entries(address)) {
    await userEvent.type(screen.getByRole('textbox', { name }), text);
  }
}

/** Fills the form, places the order and answers the confirmation with `answer`. */
async function placeOrder(answer: 'Yes, Place Order' | 'Cancel') {
  await screen.findByText('Sona Masoori Rice (5 kg)');
  await choosePayment('ONLINE');
  await fillAddress();
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to place this order?' });
  await expect(confirm).toHaveTextContent('You will pay ₹1,248.10 by ONLINE.');
  await userEvent.click(within(confirm).getByRole('button', { name: answer }));
}

export const LoggedOut: Story = {
  name: 'Logged out',
  tags: ['req:CHECKOUT-01'],
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    const alert = await screen.findByRole('alertdialog', { name: 'Please login first.' });
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(cartRequests).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Go to Login' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your cart...')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your Order' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: 'Delivery and payment' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/productlist');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { ...mockHandlers(), cart: cartHandlers({ variant: 'error' }) } } },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('region', { name: 'Your Order' }));
    await expect(await summary.findByRole('alert')).toHaveTextContent('Failed to fetch cart');
    await expect(summary.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Populated: Story = {
  tags: ['req:CHECKOUT-02', 'req:CHECKOUT-03'],
  parameters: { docs: { description: { story: 'The checkout form.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const summary = within(await canvas.findByRole('region', { name: 'Your Order' }));
    await expect(await summary.findByText('Sona Masoori Rice (5 kg)')).toBeVisible();
    await expect(summary.getByText('₹898.00')).toBeVisible();
    await expect(summary.getByText('Free')).toBeVisible();
    await expect(summary.getAllByText('₹1,248.10')).toHaveLength(2);

    const payment = canvas.getByRole('combobox', { name: 'Payment Type' });
    await expect(payment).toHaveTextContent('Choose COD or ONLINE');
    await userEvent.click(payment);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['COD', 'ONLINE']);
    await userEvent.click(screen.getByRole('option', { name: 'COD' }));
    await waitFor(() => expect(payment).toHaveTextContent('COD'));

    for (const name of ['First Name', 'Address', 'City', 'State', 'ZIP']) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    }
    for (const name of ['Last Name', 'Address Line 2']) {
      await expect(canvas.getByRole('textbox', { name })).not.toBeRequired();
    }
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};

export const Required: Story = {
  name: 'Required fields',
  tags: ['req:CHECKOUT-04'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill all required fields.');
    await expect(canvas.getByRole('combobox', { name: 'Payment Type' })).toHaveFocus();

    // Everything but the payment type: still refused, and nothing asked or sent.
    await fillAddress();
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all required fields.');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(orders).toEqual([]);
  },
};

export const ConfirmDeclined: Story = {
  name: 'Confirmation declined',
  tags: ['req:CHECKOUT-05'],
  parameters: { docs: { description: { story: 'Declining the confirmation sends nothing.' } } },
  play: async ({ canvas }) => {
    await placeOrder('Cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(orders).toEqual([]);
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toHaveFocus();
  },
};

export const Success: Story = {
  name: 'Order placed',
  tags: ['req:CHECKOUT-06', 'state'],
  play: async ({ canvas }) => {
    await placeOrder('Yes, Place Order');
    await expect(await canvas.findByText('Navigated to /ordersucess')).toBeVisible();
    const toast = await screen.findByText('Order placed successfully!');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(orders).toEqual([
      {
        paymentType: 'ONLINE',
        firstName: 'Asha',
        lastName: '',
        address: '21, 4th Main Road, Indiranagar',
        address2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip: '560038',
      },
    ]);
  },
};

export const ServerMessage: Story = {
  name: 'Order refused',
  tags: ['req:CHECKOUT-06'],
  parameters: {
    ...cartServed(
      http.post('/api/check/checkout', () =>
        HttpResponse.json({ msg: 'Only 1 left of Kerala Red Matta Rice' }, { status: 409 }),
      ),
    ),
    docs: { description: { story: "A failed order shows the server's message." } },
  },
  play: async ({ canvas }) => {
    await placeOrder('Yes, Place Order');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only 1 left of Kerala Red Matta Rice');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Bengaluru');
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(canvas.queryByText(/^Navigated to/)).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Order failed',
  tags: ['req:CHECKOUT-06'],
  parameters: {
    ...cartServed(http.post('/api/check/checkout', () => HttpResponse.json({}, { status: 500 }))),
    docs: { description: { story: 'A failed order without a message.' } },
  },
  play: async ({ canvas }) => {
    await placeOrder('Yes, Place Order');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Checkout failed');
    await expect(orders).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'Your Order' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileHindi: Story = {
  ...mobileHindi('The checkout under `/hi`: the address form, the order and the total in Hindi.'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'आपका ऑर्डर' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ऑर्डर करें' })).toBeVisible();
    const order = within(canvas.getByRole('region', { name: 'आपका ऑर्डर' }));
    const terms = await order.findAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['उप-योग', 'डिलीवरी', 'कुल']);
    await expect(order.getByText('मुफ़्त')).toBeVisible();
  },
};
