import { fixtures, mockHandlers, orderHandlers } from '@dhanya/api/msw';
import { MyOrdersPage } from '@dhanya/storefront/routes/my-orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { upiOrderId, withUpiOrder } from '../support/payment-fixtures';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup, served } from './support/page';

/*
 * The demo shopper's orders (fixtures.orders): order-1003 (placed, cash, two products),
 * order-1002 (delivered, UPI, invoice DH/26-27/000041, stored by the old client with "NULL"
 * last name and address line 2) and order-1001 (cancelled, COD).
 */
const [latest, withNull, oldest] = fixtures.orders as [
  (typeof fixtures.orders)[0],
  (typeof fixtures.orders)[0],
  (typeof fixtures.orders)[0],
];

const meta = {
  title: 'Storefront/Pages/MyOrders',
  tags: ['!autodocs'],
  component: MyOrdersPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/Allordersucess', session: 'shopper' },
} satisfies Meta<typeof MyOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order's card by its id. */
const orderCard = async (canvas: ReturnType<typeof within>, id: string) =>
  within(await canvas.findByRole('article', { name: `Order #${id}` }));

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(iso));

export const Loading: Story = {
  tags: ['req:CHECKOUT-08'],
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading orders...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['req:CHECKOUT-08'],
  parameters: { ...served('empty'), docs: { description: { story: 'No orders.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no orders.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/productlist');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { ...mockHandlers(), orders: orderHandlers({ variant: 'error' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load your orders.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Populated: Story = {
  tags: ['req:CHECKOUT-09'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your orders, newest first' });
    const headings = within(list).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      `Order #${latest._id}`,
      `Order #${withNull._id}`,
      `Order #${oldest._id}`,
    ]);

    const order = await orderCard(canvas, latest._id);
    await expect(order.getByText(dateOf(latest.createdAt))).toBeVisible();
    await expect(order.getByText('Placed')).toBeVisible();
    await expect(order.getByText('Cash on Delivery')).toBeVisible();
    await expect(order.getByText('₹1,248.10')).toBeVisible();
    for (const line of ['Asha Nair', '21, 4th Main Road, Indiranagar', 'Flat 3B', 'Bengaluru, Karnataka 560038']) {
      await expect(order.getByText(line)).toBeVisible();
    }
    const [first, second] = latest.products as [(typeof latest.products)[0], (typeof latest.products)[0]];
    await expect(order.getByRole('img', { name: first.product.title })).toBeVisible();
    await expect(order.getByRole('link', { name: first.product.title })).toHaveAttribute(
      'href',
      `/product/${first.product._id}`,
    );
    await expect(order.getByText(`Qty ${first.quantity}`)).toBeVisible();
    await expect(order.getByText('₹898.00')).toBeVisible();
    await expect(order.getByRole('link', { name: second.product.title })).toBeVisible();

    const cancelled = await orderCard(canvas, oldest._id);
    await expect(cancelled.getByText('Cancelled')).toBeVisible();
    await expect(cancelled.getByText('Qty 3')).toBeVisible();
  },
};

export const StoredWithNull: Story = {
  name: 'Stored with NULL',
  tags: ['req:CHECKOUT-11'],
  parameters: { docs: { description: { story: 'An order stored with NULL.' } } },
  play: async ({ canvas }) => {
    const order = await orderCard(canvas, withNull._id);
    await expect(order.getByText('Asha')).toBeVisible();
    await expect(order.getByText('Bengaluru, Karnataka 560038')).toBeVisible();
    await expect(order.getByText('Delivered')).toBeVisible();
    await expect(order.getByText('UPI')).toBeVisible();
    const article = canvas.getByRole('article', { name: `Order #${withNull._id}` });
    await expect(article.textContent).not.toMatch(/NULL/);
    await expect(article.textContent).not.toMatch(/,\s*,|,\s*$/);
  },
};

export const InvoiceLink: Story = {
  name: 'Invoice link',
  parameters: { docs: { description: { story: 'An invoiced order links to its GST invoice (issue 16).' } } },
  play: async ({ canvas }) => {
    const invoiced = await orderCard(canvas, withNull._id);
    await expect(invoiced.getByRole('link', { name: 'Invoice DH/26-27/000041' })).toHaveAttribute(
      'href',
      `/orders/${withNull._id}/invoice`,
    );
    for (const id of [latest._id, oldest._id]) {
      await expect((await orderCard(canvas, id)).queryByRole('link', { name: /^Invoice/ })).toBeNull();
    }
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  tags: ['req:CHECKOUT-10'],
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};

export const OrdersRoute: Story = {
  name: 'Orders route',
  parameters: { path: '/orders', docs: { description: { story: 'The /orders route shows the same list.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: `Order #${latest._id}` })).toBeVisible();
  },
};

/** Answers the first orders request with a failure, the next ones with the demo data. */
let orderReads = 0;
const failsOnce = http.get('/api/user/orders', () => {
  orderReads += 1;
  if (orderReads === 1) return HttpResponse.json({ msg: 'Something went wrong. Please try again.' }, { status: 500 });
});

export const Retry: Story = {
  beforeEach: () => {
    orderReads = 0;
  },
  parameters: {
    msw: { handlers: { ...mockHandlers(), orders: [failsOnce, ...orderHandlers()] } },
    docs: { description: { story: 'Try Again reloads the orders.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load your orders.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('article', { name: `Order #${latest._id}` })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  parameters: { visual: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('article', { name: `Order #${latest._id}` })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileHindi: Story = {
  ...mobileHindi('My Orders under `/hi`: statuses, dates and products in Hindi.'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'आपके ऑर्डर, सबसे नए पहले' })).toBeVisible();
    await expect(canvas.getAllByText(/ऑर्डर की तारीख़/).length).toBeGreaterThan(0);
    // The products by the Hindi names their lines were bought with.
    await expect(canvas.getAllByText(/सोना मसूरी चावल/).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/Sona Masoori/)).toBeNull();
  },
};

export const CancelUnpaid: Story = {
  name: 'Cancel an unpaid order',
  beforeEach: () => void withUpiOrder('awaiting'),
  parameters: {
    docs: {
      description: {
        story:
          'An order waiting for its UPI payment can be cancelled by its shopper: asked first, then cancelled, its items on sale again (issue 31).',
      },
    },
  },
  play: async ({ canvas }) => {
    const card = await orderCard(canvas, upiOrderId);
    await expect(card.getByRole('link', { name: 'Pay now' })).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: `Cancel order #${upiOrderId}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel order #${upiOrderId}?` });
    await expect(dialog).toHaveAccessibleDescription(
      'Its items go back on sale. Do not pay for it once it is cancelled.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getAllByText('Order cancelled')[0]).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(card.queryByRole('link', { name: 'Pay now' })).toBeNull());
    await expect(card.getByText('Cancelled')).toBeVisible();
  },
};
