// What the invoice page and other features use of an order's invoice.
export { OrderInvoice } from './order-invoice';
export { InvoiceLink } from './invoice-link';
