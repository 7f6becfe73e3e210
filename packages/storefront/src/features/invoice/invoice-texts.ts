import { formatDate } from '@dhanya/api';

/** What the invoice page says (issue 16), in one place for the page, its stories and tests. */
export const invoiceTexts = {
  pageHeading: 'Invoice',
  taxInvoice: 'Tax Invoice',
  billOfSupply: 'Bill of Supply',
  loading: 'Loading your invoice...',
  failed: 'Failed to load this invoice.',
  notYetHelp: 'Once it has one, you will find it in My Orders.',
  myOrders: 'My Orders',
  backToMyOrders: 'Back to My Orders',
  download: 'Download PDF',
  downloadFailed: 'The PDF could not be downloaded. Please check your connection and try again.',
  print: 'Print',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  billNumber: 'Bill number',
  billDate: 'Bill date',
  order: 'Order',
  payment: 'Payment',
  soldBy: 'Sold by',
  billedTo: 'Billed and shipped to',
  placeOfSupply: 'Place of supply',
  gstin: 'GSTIN',
  state: 'State',
  items: 'Items',
  item: 'Item',
  hsn: 'HSN',
  quantity: 'Qty',
  unit: 'Unit',
  unitPrice: 'Unit price',
  taxableValue: 'Taxable value',
  gstRate: 'GST rate',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  amount: 'Amount',
  totals: 'Totals',
  total: 'Total',
  inWords: 'Amount in words',
  intraState: 'Within the state: CGST and SGST apply.',
  interState: 'To another state: IGST applies.',
  reverseCharge: 'Reverse charge',
  no: 'No',
  pricesIncludeGst: 'All prices include GST.',
  notRegistered: 'The seller is not registered for GST, so no GST is charged on this bill.',
  /** An invoiced order cancelled: its credit note, in the PDF after the invoice. */
  cancelledBy: (creditNote: string, date: string) =>
    `This order was cancelled. Credit note ${creditNote} of ${date} cancels this invoice in full; the PDF holds both.`,
  /** One line's quantity and price on a phone: "2 × 5 kg at ₹449.00". */
  lineQuantity: (quantity: number, unit: string, unitPrice: string) => `${quantity} × ${unit} at ${unitPrice}`,
  gstPercent: (rate: number) => `${rate}%`,
  /** A line's HSN code and GST rate on a smaller screen: "HSN 1006 · GST 5%". */
  lineCodes: (hsnCode: string, gstRate: number | null) =>
    [hsnCode && `HSN ${hsnCode}`, gstRate !== null && `GST ${gstRate}%`].filter(Boolean).join(' · '),
  /** Read before the invoice's number in My Orders, beside its "Invoice" label: "Invoice DH/26-27/000041". */
  linkPrefix: 'Invoice ',
} as const;

/** "24 Oct 2026": an invoice's date as it stands in India, wherever it is read. */
export const formatInvoiceDate = (iso: string) => formatDate(iso, 'date');
