import { ApiError, type Cart, paths } from '@dhanya/api';
import type { ScopedMutator } from 'swr';

/** A cart change the service worker kept to send when the network returns (issue 35). */
export const isKeptForLater = (error: unknown): boolean => error instanceof ApiError && error.keptForLater;

/**
 * Shows the signed-in cart as it will be once the server makes a change kept offline; the
 * server's own cart replaces it when the change is sent (use-kept-cart-changes.ts).
 */
export async function showKeptChange(mutate: ScopedMutator, change: (cart: Cart) => Cart) {
  const kept = (cart: Cart | undefined) => cart && change(cart);
  await Promise.all([
    mutate(paths.cart, kept, { revalidate: false }),
    mutate(paths.cartItems, kept, { revalidate: false }),
  ]);
}
