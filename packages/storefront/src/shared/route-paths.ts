/**
 * The storefront's page paths for a product and a category (see app/routes.tsx), handed to
 * @dhanya/ui's link props (`productHref`, `categoryHref`), which hold no paths of their own.
 */
export const productPath = (product: { _id: string }) => `/product/${encodeURIComponent(product._id)}`;
export const categoryPath = (category: { _id: string }) => `/categories/${encodeURIComponent(category._id)}`;
/** The search page, which a plain GET form can also reach (`?query=`) before the page is hydrated. */
export const searchForm = { action: '/search', field: 'query' } as const;
export const searchPath = (text: string) =>
  `${searchForm.action}?${searchForm.field}=${encodeURIComponent(text.trim())}`;
/** An order's GST invoice (issue 16). */
export const orderInvoicePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/invoice`;
