import type { HttpHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { adminInvoiceHandlers } from './handlers/admin-invoices';
import { cartHandlers } from './handlers/cart';
import { catalogHandlers } from './handlers/catalog';
import { contentHandlers } from './handlers/content';
import { invoiceHandlers } from './handlers/invoices';
import { messageHandlers } from './handlers/messages';
import { orderHandlers } from './handlers/orders';
import { outboxHandlers } from './handlers/outbox';
import { paymentHandlers } from './handlers/payments';
import { uploadHandlers } from './handlers/uploads';
import type { MockOptions, MockVariant } from './respond';

export { accountHandlers, mockPassword, mockVerificationToken } from './handlers/account';
export { adminInvoiceHandlers } from './handlers/admin-invoices';
export { cartHandlers } from './handlers/cart';
export { catalogHandlers } from './handlers/catalog';
export { contentHandlers } from './handlers/content';
export { invoiceHandlers } from './handlers/invoices';
export { messageHandlers } from './handlers/messages';
export { orderHandlers } from './handlers/orders';
export { outboxHandlers } from './handlers/outbox';
export { paymentHandlers } from './handlers/payments';
export { productListAnswer } from './product-pages';
export { type MockOptions, type MockVariant, mockToken, serverError } from './respond';
export { db as mockData, resetMockData } from './store';
export * as fixtures from './fixtures';

/**
 * Every group's handlers in one variant, keyed by group: the object form of
 * `parameters.msw.handlers`, so a story overrides one group and keeps the rest, e.g.
 * `{ ...mockHandlers(), catalog: catalogHandlers({ variant: 'slow' }) }`. Uploaded pictures
 * are served in every variant.
 */
export function mockHandlers(variant: MockVariant = 'populated', { baseUrl = '' }: Pick<MockOptions, 'baseUrl'> = {}) {
  const options = { variant, baseUrl };
  return {
    catalog: catalogHandlers(options),
    content: contentHandlers(options),
    account: accountHandlers(options),
    cart: cartHandlers(options),
    orders: orderHandlers(options),
    payments: paymentHandlers(options),
    invoices: invoiceHandlers(options),
    adminInvoices: adminInvoiceHandlers(options),
    outbox: outboxHandlers(options),
    messages: messageHandlers(options),
    uploads: uploadHandlers(options),
  } satisfies Record<string, HttpHandler[]>;
}
