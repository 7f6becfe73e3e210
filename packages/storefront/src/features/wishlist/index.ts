// The wishlist page.
export { WishlistView } from './wishlist-view';
