// What the checkout and order-placed pages use of the simple checkout.
export { SimpleCheckoutView } from './simple-checkout-view';
export { LoginFirstAlert } from './login-first-alert';
export { OrderPlaced } from './order-placed';
