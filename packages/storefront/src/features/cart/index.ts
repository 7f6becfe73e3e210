// What other features use of the cart; everything else here is the cart page's own.
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
export { cartTexts } from './cart-texts';
export { checkoutFailureMessage } from './cart-failure';
