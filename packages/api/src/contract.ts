// The contract alone, paths and schemas, with no browser code: what the server imports.
export * from './paths';
export * from './upload-variants';
// Roles live apart from the schemas, so an app that only checks a role ships no zod.
export { isAdminRole } from './roles';
export * from './product-page-params';
export * from './schemas/common';
export * from './schemas/catalog';
export * from './schemas/packs';
export * from './schemas/product-pages';
export * from './schemas/account';
export * from './schemas/cart';
export * from './schemas/orders';
export * from './schemas/payments';
export * from './payment-texts';
export * from './schemas/content';
export * from './schemas/messages';
export * from './schemas/settings';
export * from './schemas/gstin';
export * from './pincodes';
export * from './checkout-rules';
export * from './gst';
export * from './schemas/invoices';
export * from './invoice-texts';
export * from './schemas/outbox';
export * from './amount-in-words';
export * from './invoice-builder';
export { displayText, formatOrderAddress, packLabelToShow } from './order-display';
