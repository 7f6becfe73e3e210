// What the cart page and other features use of the cart.
export { useAddToCart } from './add-to-cart';
export {
  addToGuestCart,
  guestCart,
  holds,
  mergeGuestCart,
  useGuestCart,
  type GuestCartEntry,
  type GuestLineRef,
} from './guest-cart';
export { checkoutFailureMessage } from './cart-failure';
export { isKeptForLater, showKeptChange } from './kept-change';
export { CartLoginPrompt } from './cart-login-prompt';
export { ServerCart } from './server-cart';
export { useKeptCartChanges } from './use-kept-cart-changes';
