// What other features use of the cart; everything else here is the cart page's own.
export { useAddToCart } from './add-to-cart';
export { addToGuestCart, guestCart, mergeGuestCart, useGuestCart, type GuestCartEntry } from './guest-cart';
export { cartTexts } from './cart-texts';
export { checkoutFailureMessage } from './cart-failure';
