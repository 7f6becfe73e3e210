/**
 * The storefront's page paths for a product and a category (see app/routes.tsx), handed to
 * @dhanya/ui's link props (`productHref`, `categoryHref`), which hold no paths of their own.
 */
export const productPath = (product: { _id: string }) => `/product/${encodeURIComponent(product._id)}`;
export const categoryPath = (category: { _id: string }) => `/categories/${encodeURIComponent(category._id)}`;
export const searchPath = (text: string) => `/search?query=${encodeURIComponent(text.trim())}`;
/** An order's GST invoice (issue 16). */
export const orderInvoicePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/invoice`;
