/**
 * The header of the answer a page's service worker gives, without the network, to a change it
 * keeps and sends when the network returns (the storefront's cart, issue 35): not made yet,
 * and not lost. The client reads it into `ApiError.keptForLater`.
 */
export const KEPT_FOR_LATER_HEADER = 'X-Dhanya-Kept-For-Later';
