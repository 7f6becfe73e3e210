import useSWR from 'swr';
import { api } from '../client';
import * as endpoints from '../endpoints/cart';
import { paths } from '../paths';
import type { AddToCartRequest, Cart } from '../schemas/cart';
import type { CheckoutRequest } from '../schemas/orders';
import { type Mutate, globalMutate } from './keys';

/*
 * Cart keys exist only with a stored token: a guest sends no cart request at all (CART-01,
 * AUTH-04) and keeps the local guest cart instead. `/cart/getcart` and `/api/cart/getcart`
 * answer the same server cart (SERVER-27), so a change refreshes both keys.
 */

export function useCart() {
  return useSWR<Cart, Error>(api.hasToken() ? paths.cart : null, () => endpoints.getCart());
}

export function useCartItems() {
  return useSWR<Cart, Error>(api.hasToken() ? paths.cartItems : null, () => endpoints.getCartItems());
}

async function showCart(cart: Cart, mutate: Mutate) {
  await Promise.all([
    mutate(paths.cart, cart, { revalidate: false }),
    mutate(paths.cartItems, cart, { revalidate: false }),
  ]);
}

function revalidateCart(mutate: Mutate) {
  return Promise.all([mutate(paths.cart), mutate(paths.cartItems)]);
}

/** The answer is the new cart: both keys show it without another request. */
export async function addToCart(request: AddToCartRequest, mutate: Mutate = globalMutate) {
  const cart = await endpoints.addToCart(request);
  await showCart(cart, mutate);
  return cart;
}

/** A line of the cart: a product's pack, its default pack when `packId` is left out. */
export type CartLineRef = { productId: string; packId?: string | undefined };

export async function removeFromCart({ productId, packId }: CartLineRef, mutate: Mutate = globalMutate) {
  const cart = await endpoints.removeFromCart(productId, packId);
  await showCart(cart, mutate);
  return cart;
}

export async function addOneToCart({ productId, packId }: CartLineRef, mutate: Mutate = globalMutate) {
  const line = await endpoints.addOneToCart(productId, packId);
  await revalidateCart(mutate);
  return line;
}

export async function removeCartItem({ productId, packId }: CartLineRef, mutate: Mutate = globalMutate) {
  await endpoints.removeCartItem(productId, packId);
  await revalidateCart(mutate);
}

/** After an order the cart is empty and the orders list has one more (CART: reloaded). */
export async function placeOrder(form: CheckoutRequest, mutate: Mutate = globalMutate) {
  const placed = await endpoints.placeOrder(form);
  await Promise.all([revalidateCart(mutate), mutate(paths.myOrders)]);
  return placed;
}

export async function placeSimpleOrder(form: CheckoutRequest, mutate: Mutate = globalMutate) {
  const placed = await endpoints.placeSimpleOrder(form);
  await Promise.all([revalidateCart(mutate), mutate(paths.myOrders)]);
  return placed;
}
