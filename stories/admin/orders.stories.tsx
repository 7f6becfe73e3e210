import OrdersTab from '@dhanya/admin/features/orders/orders-tab';
import { paths } from '@dhanya/api';
import { adminInvoiceHandlers, fixtures, mockData, mockHandlers, orderHandlers, serverError } from '@dhanya/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  chooseStatus,
  detail,
  logOrderWrites,
  orderCard,
  orderWrites as writes,
  stored,
  toastShows,
} from './support/orders';
import { tabDecorator, pageParameters, pageSetup, served } from './support/page';
import { askedQuery } from '../support/asked-query';

/*
 * The demo shop's orders (fixtures.adminOrders) as the tab lists them: order-1005 (awaiting
 * its UPI payment, with the UTR the shopper gave) first, then newest first: order-1004 (Ravi
 * Shankar, card, placed today, no phone), the demo shopper's order-1003, order-1002 (stored
 * with "NULL" last name and address line 2, delivered) and order-1001 (cancelled).
 */
const [awaiting, newest, , withNull] = fixtures.adminOrders as [
  (typeof fixtures.adminOrders)[0],
  (typeof fixtures.adminOrders)[0],
  (typeof fixtures.adminOrders)[0],
  (typeof fixtures.adminOrders)[0],
];

function ordersServed(...overrides: HttpHandler[]) {
  return {
    msw: { handlers: { ...mockHandlers(), orders: [...logOrderWrites, ...overrides, ...orderHandlers()] } },
  };
}

const meta = {
  title: 'Admin/Tabs/Orders',
  tags: ['!autodocs'],
  component: OrdersTab,
  decorators: [tabDecorator],
  beforeEach: (context) => {
    writes.splice(0);
    return pageSetup(context);
  },
  parameters: { ...pageParameters, ...ordersServed(), path: '/admin-dashboard', session: 'admin' },
} satisfies Meta<typeof OrdersTab>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const statusOf = (id: string) => stored(id).status;

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading orders...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    ...served('empty'),
    docs: { description: { story: 'A shop without orders: nothing to search, so no search box.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox', { name: 'Search orders' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load orders.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Populated: Story = {
  tags: ['req:ADMIN-42'],
  parameters: {
    docs: {
      description: {
        story:
          'Every order with its customer, payment, status, total, address and lines; the one awaiting payment first.',
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Orders' });
    const headings = within(list).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(
      fixtures.adminOrders.map((order) => `Order #${order._id}`),
    );

    const order = await orderCard(canvas, newest._id);
    const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
    await expect(order.getByText(dateTime.format(new Date(newest.createdAt)))).toBeVisible();
    await expect(detail(order, 'Customer')).toHaveTextContent(newest.customer!.name);
    await expect(detail(order, 'Customer')).toHaveTextContent(newest.customer!.email);
    await expect(detail(order, 'Payment')).toHaveTextContent('Credit/Debit CardUnpaid');
    await expect(order.getByRole('combobox', { name: `Status of order #${newest._id}` })).toHaveTextContent('Placed');
    // Ravi gave no phone number: nothing to message.
    await expect(order.queryByRole('link', { name: /^WhatsApp customer/ })).toBeNull();
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    await expect(detail(order, 'Total')).toHaveTextContent(rupees.format(newest.totalAmount));
    for (const line of ['Ravi Shankar', '21, 4th Main Road, Indiranagar', 'Flat 3B', 'Bengaluru, Karnataka 560038']) {
      await expect(order.getAllByText(line)[0]).toBeVisible();
    }
    const [item] = newest.products as [(typeof newest.products)[0]];
    const row = within(order.getByRole('cell', { name: item.product.title }).closest('tr')!);
    await expect(row.getByText(`Qty ${item.quantity}`)).toBeVisible();
    await expect(row.getByText(rupees.format(item.price))).toBeVisible();

    const waiting = await orderCard(canvas, awaiting._id);
    await expect(waiting.getByText('Awaiting payment')).toBeVisible();
    await expect(detail(waiting, 'Pay by')).toHaveTextContent(dateTime.format(new Date(awaiting.paymentDueAt!)));
    await expect(detail(waiting, 'UTR from customer')).toHaveTextContent('412345678901');
    await expect(detail(waiting, 'Payment')).toHaveTextContent('UPIUnpaid');
    await expect(waiting.getByRole('button', { name: `Mark paid for order #${awaiting._id}` })).toBeEnabled();
    await expect(waiting.getByRole('button', { name: `Cancel order #${awaiting._id}` })).toBeEnabled();
    await expect(waiting.queryByRole('combobox')).toBeNull();
    await expect(detail(waiting, 'Customer')).toHaveTextContent('9876543210');
    const whatsapp = waiting.getByRole('link', { name: `WhatsApp customer about order #${awaiting._id}` });
    const message = `Hello Asha, about your order ${awaiting.reference} of ${rupees.format(awaiting.totalAmount)}: it is awaiting payment.`;
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/919876543210?text=${encodeURIComponent(message)}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  },
};

/** The demo's multi-pack rice and its 5 kg bag; Sona Masoori says its pack in its title. */
const basmati = fixtures.products.find((product) => product.title === 'Aged Basmati Rice')!;
const sona = fixtures.products[0]!;
const lineOf = (product: (typeof fixtures.products)[0], pack: (typeof basmati.packs)[0], quantity: number) => ({
  product: { _id: product._id, title: product.title, image: product.image },
  pack: { _id: pack._id, label: pack.label },
  quantity,
  unitPrice: pack.price,
  price: pack.price * quantity,
});

export const LinesWithPacks: Story = {
  name: 'Lines with packs',
  tags: ['req:ADMIN-42'],
  beforeEach: () => {
    const order = stored(newest._id);
    order.products = [lineOf(basmati, basmati.packs[1]!, 2), lineOf(sona, sona.packs[0]!, 1)];
    order.totalAmount = order.products.reduce((total, line) => total + line.price, 0);
  },
  parameters: {
    docs: {
      description: { story: 'Each line names the pack bought beside the title, unless the title says it already.' },
    },
  },
  play: async ({ canvas }) => {
    const order = await orderCard(canvas, newest._id);
    await expect(order.getByRole('cell', { name: 'Aged Basmati Rice · 5 kg' })).toBeVisible();
    await expect(order.getByRole('cell', { name: sona.title })).toBeVisible();
    await expect(order.queryByText(`${sona.title} · 5 kg`)).toBeNull();
  },
};

export const StoredWithNull: Story = {
  name: 'Stored with NULL',
  tags: ['req:ADMIN-42'],
  parameters: { docs: { description: { story: 'An address stored with NULL shows no "NULL" and no stray commas.' } } },
  play: async ({ canvas }) => {
    const order = await orderCard(canvas, withNull._id);
    await expect(order.getByText('Delivered', { selector: 'span' })).toBeVisible();
    const address = canvas.getByRole('article', { name: `Order #${withNull._id}` }).querySelector('address')!;
    await expect(address.textContent).not.toMatch(/NULL/);
    await expect([...address.children].map((line) => line.textContent)).toEqual([
      'Asha',
      '21, 4th Main Road, Indiranagar',
      'Bengaluru, Karnataka 560038',
    ]);
  },
};

/** 8 older orders after the 5 demo ones: 13 in all. */
const moreOrders: Story['beforeEach'] = () => {
  const template = fixtures.adminOrders[fixtures.adminOrders.length - 1]!;
  for (let index = 1; index <= 8; index += 1) {
    const createdAt = new Date(Date.parse(template.createdAt) - index * 86_400_000).toISOString();
    mockData.adminOrders.push({
      ...structuredClone(template),
      _id: `order-${String(index).padStart(4, '0')}`,
      createdAt,
    });
  }
};

/** The orders list as a server with pages of 5 answers it: the tab follows the server's page size. */
const pagesOfFive = http.get(paths.adminOrders, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page') ?? '1');
  const orderId = query.get('orderId');
  const found = mockData.adminOrders.filter((order) => !orderId || order._id.startsWith(orderId));
  const orders = found.slice((page - 1) * 5, page * 5);
  return HttpResponse.json({ orders, page, pageSize: 5, total: found.length });
});

const pager = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Order pages' }));
const searchBox = (canvas: Canvas) => canvas.getByRole('searchbox', { name: 'Search orders' });
/** The order headings shown, in the list's order. */
const headingsShown = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Orders' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export const Paging: Story = {
  tags: ['req:ADMIN-42'],
  beforeEach: moreOrders,
  parameters: {
    ...ordersServed(pagesOfFive),
    docs: { description: { story: 'Paged with Previous, Next and the page numbers.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: 'Order pages' }, { timeout: 5000 });
    await expect(pager(canvas).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(canvas).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(await headingsShown(canvas)).toEqual(fixtures.adminOrders.map((order) => `Order #${order._id}`));

    await userEvent.click(pager(canvas).getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Order #order-0005' }, { timeout: 5000 })).toBeVisible();
    await expect(pager(canvas).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(await headingsShown(canvas)).toHaveLength(5);

    await userEvent.click(pager(canvas).getByRole('button', { name: 'Page 3' }));
    await expect(await canvas.findByRole('heading', { name: 'Order #order-0008' }, { timeout: 5000 })).toBeVisible();
    await expect(await headingsShown(canvas)).toEqual(['Order #order-0006', 'Order #order-0007', 'Order #order-0008']);
    await expect(pager(canvas).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(pager(canvas).getByRole('button', { name: 'Previous' }));
    await expect(await canvas.findByRole('heading', { name: 'Order #order-0005' }, { timeout: 5000 })).toBeVisible();
  },
};

export const SearchFound: Story = {
  name: 'Search found',
  tags: ['req:ADMIN-42'],
  parameters: {
    docs: { description: { story: 'Typing the start of an order id (any case) shows the orders it starts.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' }, { timeout: 5000 });
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.type(searchBox(canvas), 'ORDER-1002');
    await waitFor(async () => expect(await headingsShown(canvas)).toEqual([`Order #${withNull._id}`]), {
      timeout: 5000,
    });
    await expect(canvas.getByText(/newest first\. 1 found\./)).toBeVisible();
    // One request, once typing paused, for the text as typed: the server lower-cases it.
    const searches = fetchSpy.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
      .filter((url) => url.pathname === paths.adminOrders);
    await expect(searches.map(askedQuery)).toEqual(['?page=1&orderId=ORDER-1002']);

    await userEvent.clear(searchBox(canvas));
    await waitFor(async () => expect(await headingsShown(canvas)).toHaveLength(fixtures.adminOrders.length));
  },
};

export const SearchNotFound: Story = {
  name: 'Search not found',
  tags: ['req:ADMIN-42'],
  parameters: { docs: { description: { story: 'Text that starts no order id says so, with a hint.' } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' }, { timeout: 5000 });
    await userEvent.type(searchBox(canvas), 'abcd');
    await expect(await canvas.findByText('No orders match “abcd”', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Check the id, or type fewer characters of it (at least 4).')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Orders' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
    // The box stays, to search again.
    await expect(searchBox(canvas)).toHaveValue('abcd');
  },
};

export const SearchFromLaterPage: Story = {
  name: 'Search from a later page',
  tags: ['req:ADMIN-42'],
  beforeEach: moreOrders,
  parameters: {
    ...ordersServed(pagesOfFive),
    docs: { description: { story: 'A new search starts on page 1 of what it finds.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: 'Order pages' }, { timeout: 5000 });
    await userEvent.click(pager(canvas).getByRole('button', { name: 'Page 3' }));
    await expect(await canvas.findByRole('heading', { name: 'Order #order-0008' }, { timeout: 5000 })).toBeVisible();
    await userEvent.type(searchBox(canvas), 'order-000');
    await expect(await canvas.findByRole('heading', { name: 'Order #order-0001' }, { timeout: 5000 })).toBeVisible();
    await expect(await headingsShown(canvas)).toEqual(
      ['0001', '0002', '0003', '0004', '0005'].map((id) => `Order #order-${id}`),
    );
    await expect(pager(canvas).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(canvas).queryByRole('button', { name: 'Page 3' })).toBeNull();
  },
};

/** The server's default page of 20 holds every demo order: no pager. */
export const OnePage: Story = {
  name: 'One page',
  tags: ['req:ADMIN-42'],
  parameters: { docs: { description: { story: 'One page of orders has no pager.' } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' }, { timeout: 5000 });
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  },
};

export const ChangeStatus: Story = {
  name: 'Status changed',
  tags: ['req:ADMIN-43'],
  parameters: { docs: { description: { story: 'Changing the status sends it and shows a success toast.' } } },
  play: async ({ canvas }) => {
    await chooseStatus(canvas, newest._id, 'Shipped');
    await toastShows(`Order #${newest._id} is now Shipped.`);
    await expect(writes).toEqual([
      { request: `PUT /api/admin/orders/${newest._id}/status`, body: { status: 'shipped' } },
    ]);
    await expect(statusOf(newest._id)).toBe('shipped');
    const card = await orderCard(canvas, newest._id);
    await waitFor(() =>
      expect(card.getByRole('combobox', { name: `Status of order #${newest._id}` })).toHaveTextContent('Shipped'),
    );
  },
};

export const CancelAsksFirst: Story = {
  name: 'Cancel confirmation',
  tags: ['req:ADMIN-43'],
  parameters: { docs: { description: { story: 'Cancelling asks for confirmation first.' } } },
  play: async ({ canvas }) => {
    await chooseStatus(canvas, newest._id, 'Cancelled');
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel order #${newest._id}?` });
    await expect(dialog).toHaveTextContent('Its items go back into stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await expect(writes).toEqual([]);
    await expect(statusOf(newest._id)).toBe('placed');

    await chooseStatus(canvas, newest._id, 'Cancelled');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    await toastShows(`Order #${newest._id} is now Cancelled.`);
    await expect(writes).toEqual([
      { request: `PUT /api/admin/orders/${newest._id}/status`, body: { status: 'cancelled' } },
    ]);
    await expect(statusOf(newest._id)).toBe('cancelled');
  },
};

export const ChangeFails: Story = {
  name: 'Change refused',
  tags: ['req:ADMIN-43'],
  parameters: {
    ...ordersServed(
      http.put(paths.updateOrderStatus.route, () => HttpResponse.json({ msg: 'Admins only' }, { status: 403 })),
    ),
    docs: { description: { story: 'A refused change shows the server message and keeps the status.' } },
  },
  play: async ({ canvas }) => {
    await chooseStatus(canvas, newest._id, 'Confirmed');
    await toastShows('Admins only');
    const card = await orderCard(canvas, newest._id);
    await waitFor(() =>
      expect(card.getByRole('combobox', { name: `Status of order #${newest._id}` })).toHaveTextContent('Placed'),
    );
    await expect(statusOf(newest._id)).toBe('placed');
  },
};

export const ChangeFailsWithoutMessage: Story = {
  name: 'Change failed',
  tags: ['req:ADMIN-43'],
  parameters: {
    ...ordersServed(http.put(paths.updateOrderStatus.route, () => new HttpResponse(null, { status: 500 }))),
    docs: { description: { story: 'A failure without a message shows "Operation failed".' } },
  },
  play: async ({ canvas }) => {
    await chooseStatus(canvas, newest._id, 'Delivered');
    await toastShows('Operation failed');
    await expect(statusOf(newest._id)).toBe('placed');
  },
};

/** Only the invoiced order-1002, found by its id as the staff would. */
async function findInvoicedOrder(canvas: Canvas) {
  await canvas.findByRole('list', { name: 'Orders' }, { timeout: 5000 });
  await userEvent.type(searchBox(canvas), withNull._id);
  await waitFor(async () => expect(await headingsShown(canvas)).toEqual([`Order #${withNull._id}`]), {
    timeout: 5000,
  });
  return orderCard(canvas, withNull._id);
}
const downloadButton = (card: Canvas) => card.getByRole('button', { name: `Download invoice ${invoiceNumber}` });
const invoiceNumber = withNull.invoiceNumber!;

export const InvoiceDownload: Story = {
  name: 'Invoice downloaded',
  parameters: {
    docs: {
      description: {
        story: 'A paid order shows its invoice number; "Download invoice" saves its PDF under that number.',
      },
    },
  },
  play: async ({ canvas }) => {
    // Only an invoiced order has an invoice.
    const unpaid = await orderCard(canvas, newest._id);
    await expect(detail(unpaid, 'Invoice')).toBeUndefined();

    const card = await findInvoicedOrder(canvas);
    await expect(detail(card, 'Invoice')).toHaveTextContent(`${invoiceNumber}Download invoice`);
    const fetchSpy = spyOn(window, 'fetch');
    const saved: { href: string; download: string }[] = [];
    // The browser's own download is not the story's: the link clicked is.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      await userEvent.click(downloadButton(card));
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      click.mockRestore();
    }
    const asked = fetchSpy.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input), location.href).pathname,
    );
    await expect(asked).toEqual([paths.adminOrderInvoicePdf(withNull._id)]);
    await expect(saved[0]!.download).toBe('invoice-DH-26-27-000041.pdf');
    await expect(saved[0]!.href).toMatch(/^blob:/);
    const pdf = await (await fetch(saved[0]!.href)).blob();
    await expect(pdf.type).toBe('application/pdf');
    await expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    await expect(card.queryByRole('alert')).toBeNull();
    await expect(downloadButton(card)).toBeEnabled();
  },
};

export const InvoiceDownloadFails: Story = {
  name: 'Invoice download failed',
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        orders: [...logOrderWrites, ...orderHandlers()],
        adminInvoices: [
          http.get(paths.adminOrderInvoicePdf.route, () => HttpResponse.json(serverError, { status: 500 })),
          ...adminInvoiceHandlers(),
        ],
      },
    },
    docs: { description: { story: 'A download the server refuses says why, under the button.' } },
  },
  play: async ({ canvas }) => {
    const card = await findInvoicedOrder(canvas);
    await userEvent.click(downloadButton(card));
    await expect(await card.findByRole('alert')).toHaveTextContent(serverError.msg);
    await expect(downloadButton(card)).toBeEnabled();
  },
};

export const CreditNote: Story = {
  name: 'Invoice cancelled by credit note',
  beforeEach: () => {
    const order = mockData.adminOrders.find((candidate) => candidate._id === withNull._id)!;
    Object.assign(order, { status: 'cancelled', paymentStatus: 'refund_due', creditNoteNumber: 'CN/26-27/000003' });
  },
  parameters: {
    docs: {
      description: {
        story: 'An invoiced order cancelled afterwards names the credit note that cancelled its invoice.',
      },
    },
  },
  play: async ({ canvas }) => {
    const card = await findInvoicedOrder(canvas);
    await expect(detail(card, 'Invoice')).toHaveTextContent(
      `${invoiceNumber}Cancelled by credit note CN/26-27/000003Download invoice`,
    );
  },
};
