import { api } from '../client';
import { paths } from '../paths';
import type { AddToCartRequest, Cart, CartLine } from '../schemas/cart';
import type { CheckoutRequest } from '../schemas/orders';
import { devCheck } from './dev-check';

/*
 * Two path families, as the spec lists them (API-24 to API-31): `/cart/...` for the cart screen and its
 * checkout dialog, `/api/cart/...` and `/api/check/checkout` for the product pages and the
 * simple checkout page. Both act on the same server cart (SERVER-27) and send the token.
 */

export function getCart(): Promise<Cart> {
  return api.get(paths.cart, { schema: devCheck('cart') }).then((answer) => answer.data);
}

/** Adds `quantity` (a negative one takes away: the stepper's ±1) and answers the new cart. */
export function addToCart(request: AddToCartRequest): Promise<Cart> {
  return api.post(paths.addToCart, request, { schema: devCheck('cart') }).then((answer) => answer.data);
}

/** `?packId=` names the line's pack; without it, the product's default pack (the spec's call). */
const withPack = (path: string, packId: string | undefined) =>
  packId ? `${path}?packId=${encodeURIComponent(packId)}` : path;

export function removeFromCart(productId: string, packId?: string): Promise<Cart> {
  return api
    .delete(withPack(paths.removeFromCart(productId), packId), { schema: devCheck('cart') })
    .then((answer) => answer.data);
}

/**
 * POST /cart/checkout: the cart dialog's order; answers the new order's id. A success answer
 * without one is an error in production too, where no schema checks it (CART-26): the shop
 * must not report an order it cannot name.
 */
export async function placeOrder(form: CheckoutRequest): Promise<{ orderId: string }> {
  const answer = await api.post(paths.checkout, form, { schema: devCheck('checkout') });
  const orderId: unknown = answer?.data?.orderId;
  if (typeof orderId !== 'string' || !orderId) throw new Error('The order answer has no order id');
  return { orderId };
}

/** GET /api/cart/getcart: the same cart, read by the product pages for `product._id`s. */
export function getCartItems(): Promise<Cart> {
  return api.get(paths.cartItems, { schema: devCheck('cart') }).then((answer) => answer.data);
}

/** POST /api/cart/addcart: one more of the product's pack (else its default pack); answers the changed line. */
export function addOneToCart(productId: string, packId?: string): Promise<CartLine> {
  return api
    .post(paths.addOneToCart, { productId, packId, quantity: 1 }, { schema: devCheck('cartItem') })
    .then((answer) => answer.cartItem);
}

export async function removeCartItem(productId: string, packId?: string): Promise<void> {
  await api.delete(withPack(paths.removeCartItem(productId), packId), { schema: devCheck('acknowledgement') });
}

/** POST /api/check/checkout: the simple checkout page's order; answers the server's `msg`. */
export function placeSimpleOrder(form: CheckoutRequest): Promise<{ msg: string; orderId?: string }> {
  return api.post(paths.simpleCheckout, form, { schema: devCheck('simpleCheckout') });
}
