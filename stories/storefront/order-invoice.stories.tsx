import { paths } from '@dhanya/api';
import { invoiceHandlers, mockHandlers, serverError } from '@dhanya/api/msw';
import { OrderInvoicePage } from '@dhanya/storefront/routes/order-invoice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  cancelledWithCreditNote,
  deliveredOutOfState,
  invoiceNumber,
  invoicedOrderId,
  mixedOrderId,
  notInvoicedOrderId,
  withLongTexts,
  withMixedOrder,
  withUnregisteredShop,
} from '../support/invoice-fixtures';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

/*
 * The shopper's GST invoice (issue 16) at /orders/:id/invoice: the demo shopper's delivered
 * order-1002, one 1 kg pack of Aged Basmati Rice at ₹189 (5 % GST, HSN 1006) delivered in
 * Bengaluru by the demo shop in Karnataka, invoice DH/26-27/000041.
 */
const meta = {
  title: 'Storefront/Pages/OrderInvoice',
  tags: ['!autodocs'],
  component: OrderInvoicePage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: {
    ...pageParameters,
    path: '/orders/:id/invoice',
    route: `/orders/${invoicedOrderId}/invoice`,
    session: 'shopper',
  },
} satisfies Meta<typeof OrderInvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const invoiceRoute = (orderId: string) => `/orders/${orderId}/invoice`;
const linesTable = (canvas: Canvas) => canvas.getByRole('table', { name: 'Items' });
const totalsTable = (canvas: Canvas) => within(canvas.getByRole('table', { name: 'Totals' }));
const region = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

/** A line's figures, column by column after its description. */
const lineCells = (canvas: Canvas, description: string) =>
  within(within(linesTable(canvas)).getByRole('rowheader', { name: description }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const columnHeaders = (canvas: Canvas) =>
  within(linesTable(canvas))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your invoice...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
  },
};

/** An order not invoiced yet (placed, cash on delivery): what the API answers, and the way back. */
export const Empty: Story = {
  parameters: {
    route: invoiceRoute(notInvoicedOrderId),
    docs: { description: { story: 'Not invoiced yet: an order gets its invoice once it is paid.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This order has no invoice yet: it gets one once it is paid')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/Allordersucess');
    await expect(canvas.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { ...mockHandlers(), invoices: invoiceHandlers({ variant: 'error' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load this invoice.');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** Answers the first invoice request with a failure, the next ones with the demo data. */
let invoiceReads = 0;
const failsOnce = http.get(paths.orderInvoice.route, () => {
  invoiceReads += 1;
  if (invoiceReads === 1) return HttpResponse.json(serverError, { status: 500 });
});

export const Retry: Story = {
  beforeEach: () => {
    invoiceReads = 0;
  },
  parameters: {
    msw: { handlers: { ...mockHandlers(), invoices: [failsOnce, ...invoiceHandlers()] } },
    docs: { description: { story: 'Try Again asks for the invoice again.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load this invoice.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  parameters: { route: invoiceRoute('order-9999') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load this invoice.');
  },
};

/** Within Karnataka: CGST and SGST, half the 5 % each. */
export const Populated: Story = {
  parameters: { docs: { description: { story: 'A tax invoice within Karnataka: CGST and SGST.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expect(canvas.getByText(invoiceNumber)).toBeVisible();
    await expect(canvas.getByText('24 Oct 2026')).toBeVisible();
    await expect(canvas.getByText('DH-ORDER100')).toBeVisible();
    await expect(canvas.getByText('UPI')).toBeVisible();

    const seller = region(canvas, 'Sold by');
    await expect(seller.getByText('Dhanya Organics Private Limited')).toBeVisible();
    await expect(seller.getByText('14, 2nd Cross, Jayanagar 4th Block')).toBeVisible();
    await expect(seller.getByText('Bengaluru 560011')).toBeVisible();
    await expect(seller.getByText('29AAGCB7383J1Z4')).toBeVisible();
    await expect(seller.getByText('State Karnataka (29)')).toBeVisible();

    // Stored by the old client with "NULL" for the last name and line 2: neither shows.
    const buyer = region(canvas, 'Billed and shipped to');
    await expect(buyer.getByText('Asha')).toBeVisible();
    await expect(buyer.getByText('21, 4th Main Road, Indiranagar')).toBeVisible();
    await expect(buyer.getByText('Bengaluru, Karnataka 560038')).toBeVisible();
    await expect(region(canvas, 'Place of supply').getByText('Karnataka (29)')).toBeVisible();

    await expect(columnHeaders(canvas)).toEqual([
      'Item',
      'HSN',
      'Qty',
      'Unit',
      'Unit price',
      'Taxable value',
      'GST rate',
      'CGST',
      'SGST',
      'Amount',
    ]);
    await expect(lineCells(canvas, 'Aged Basmati Rice (1 kg)')).toEqual([
      '1006',
      '1',
      '1 kg',
      '₹189.00',
      '₹180.00',
      '5%',
      '₹4.50',
      '₹4.50',
      '₹189.00',
    ]);

    const totals = totalsTable(canvas);
    for (const row of ['Taxable value ₹180.00', 'CGST ₹4.50', 'SGST ₹4.50', 'Total ₹189.00']) {
      await expect(totals.getByRole('row', { name: row })).toBeVisible();
    }
    await expect(totals.queryByRole('row', { name: /IGST/ })).toBeNull();
    await expect(region(canvas, 'Amount in words').getByText('Rupees One Hundred Eighty Nine Only')).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/Allordersucess');
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
  },
};

/** Delivered to Maharashtra: the whole 5 % as IGST. */
export const Igst: Story = {
  tags: ['state'],
  name: 'IGST',
  beforeEach: deliveredOutOfState,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    const supply = region(canvas, 'Place of supply');
    await expect(supply.getByText('Maharashtra (27)')).toBeVisible();
    await expect(supply.getByText('To another state: IGST applies.')).toBeVisible();
    await expect(region(canvas, 'Billed and shipped to').getByText('Pune, Maharashtra 411001')).toBeVisible();
    await expect(columnHeaders(canvas)).toEqual([
      'Item',
      'HSN',
      'Qty',
      'Unit',
      'Unit price',
      'Taxable value',
      'GST rate',
      'IGST',
      'Amount',
    ]);
    await expect(lineCells(canvas, 'Aged Basmati Rice (1 kg)')).toEqual([
      '1006',
      '1',
      '1 kg',
      '₹189.00',
      '₹180.00',
      '5%',
      '₹9.00',
      '₹189.00',
    ]);
    const totals = totalsTable(canvas);
    for (const row of ['Taxable value ₹180.00', 'IGST ₹9.00', 'Total ₹189.00']) {
      await expect(totals.getByRole('row', { name: row })).toBeVisible();
    }
    await expect(totals.queryByRole('row', { name: /CGST|SGST/ })).toBeNull();
  },
};

/** [GST-14] An invoiced order cancelled: its credit note is named above the invoice. */
export const CreditNote: Story = {
  tags: ['state'],
  name: 'Credit note',
  beforeEach: cancelledWithCreditNote,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expect(
      canvas.getByText(
        /^This order was cancelled\. Credit note CN\/26-27\/000003 of .+ cancels this invoice in full; the PDF holds both\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

/** Fresh produce at 0 % beside rice at 5 %: tax only on the rice. */
export const ZeroRated: Story = {
  tags: ['state'],
  name: 'Zero-rated lines',
  parameters: { route: invoiceRoute(mixedOrderId) },
  beforeEach: () => void withMixedOrder(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expect(lineCells(canvas, 'Sona Masoori Rice (5 kg)')).toEqual([
      '1006',
      '2',
      '5 kg',
      '₹449.00',
      '₹855.24',
      '5%',
      '₹21.38',
      '₹21.38',
      '₹898.00',
    ]);
    await expect(lineCells(canvas, 'Fresh Moringa Leaves (250 g)')).toEqual([
      '0709',
      '2',
      '250 g',
      '₹45.00',
      '₹90.00',
      '0%',
      '₹0.00',
      '₹0.00',
      '₹90.00',
    ]);
    await expect(lineCells(canvas, 'Organic Country Tomatoes (1 kg)')).toEqual([
      '0709',
      '1',
      '1 kg',
      '₹60.00',
      '₹60.00',
      '0%',
      '₹0.00',
      '₹0.00',
      '₹60.00',
    ]);
    const totals = totalsTable(canvas);
    for (const row of ['Taxable value ₹1,005.24', 'CGST ₹21.38', 'SGST ₹21.38', 'Total ₹1,048.00']) {
      await expect(totals.getByRole('row', { name: row })).toBeVisible();
    }
    await expect(region(canvas, 'Amount in words').getByText('Rupees One Thousand Forty Eight Only')).toBeVisible();
  },
};

export const LongText: Story = {
  name: 'Long text',
  parameters: { route: invoiceRoute(mixedOrderId) },
  beforeEach: () => void withLongTexts(),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expect(
      region(canvas, 'Sold by').getByText('Sri Lakshmi Venkateshwara Organic Farmers Producer Company Private Limited'),
    ).toBeVisible();
    await expect(
      region(canvas, 'Billed and shipped to').getByText('Venkata Subramanyam Lakshminarayana Chandrasekharan Iyengar'),
    ).toBeVisible();
    await expect(
      within(linesTable(canvas)).getByRole('rowheader', { name: /^Hand-pounded Single-origin Sona Masoori Rice/ }),
    ).toBeVisible();
    await expect(totalsTable(canvas).getByRole('row', { name: 'Total ₹5,478.00' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A shop with no GSTIN issues a bill of supply: no tax columns, no GST charged. */
export const BillOfSupply: Story = {
  tags: ['state'],
  name: 'Bill of supply',
  beforeEach: withUnregisteredShop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bill of Supply' })).toBeVisible();
    await expect(canvas.queryByText(/GSTIN/)).toBeNull();
    await expect(columnHeaders(canvas)).toEqual(['Item', 'HSN', 'Qty', 'Unit', 'Unit price', 'Amount']);
    const totals = totalsTable(canvas);
    await expect(totals.getAllByRole('row').map((row) => row.textContent)).toEqual(['Total₹189.00']);
    await expect(
      canvas.getByText('The seller is not registered for GST, so no GST is charged on this bill.'),
    ).toBeVisible();
  },
};

/** "Download PDF" asks the API for the PDF and saves it under the invoice's number. */
export const DownloadPdf: Story = {
  name: 'Download PDF',
  play: async ({ canvas }) => {
    const download = await canvas.findByRole('button', { name: 'Download PDF' });
    const fetchSpy = spyOn(window, 'fetch');
    const saved: { href: string; download: string }[] = [];
    // The browser's own download is not the story's: the link clicked is.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      await userEvent.click(download);
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      click.mockRestore();
    }
    const asked = fetchSpy.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input), location.href).pathname,
    );
    await expect(asked).toContain(paths.orderInvoicePdf(invoicedOrderId));
    await expect(saved[0]!.download).toBe('invoice-DH-26-27-000041.pdf');
    await expect(saved[0]!.href).toMatch(/^blob:/);
    const pdf = await (await fetch(saved[0]!.href)).blob();
    await expect(pdf.type).toBe('application/pdf');
    await expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const pdfFails = http.get(paths.orderInvoicePdf.route, () => HttpResponse.json(serverError, { status: 500 }));

export const DownloadFailed: Story = {
  name: 'Download failed',
  parameters: { msw: { handlers: { ...mockHandlers(), invoices: [pdfFails, ...invoiceHandlers()] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The PDF could not be downloaded. Please check your connection and try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
};

export const Print: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Print' });
    const print = spyOn(window, 'print').mockImplementation(() => {});
    try {
      await userEvent.click(button);
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  },
};

/** On a phone each line is a short list of its figures, and nothing is wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { route: invoiceRoute(mixedOrderId) },
  beforeEach: () => void withMixedOrder(),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    const lines = canvas.getByRole('list', { name: 'Items' });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    const rice = within(within(lines).getAllByRole('listitem')[0]!);
    await expect(rice.getByText('Sona Masoori Rice (5 kg)')).toBeVisible();
    await expect(rice.getByText('2 × 5 kg at ₹449.00')).toBeVisible();
    await expect(rice.getByText('HSN 1006 · GST 5%')).toBeVisible();
    await expect(rice.getByText('₹855.24')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Items' })).toBeNull();
    await expect(totalsTable(canvas).getByRole('row', { name: 'Total ₹1,048.00' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /login');
  },
};
