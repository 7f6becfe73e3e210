// What other features use of an order's invoice.
export { InvoiceLink } from './invoice-link';
