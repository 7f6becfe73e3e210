import { useSyncExternalStore } from 'react';
import { storedList } from './stored-list';

/** Saved product ids, newest first, kept on this device (HOME-29, CATALOG-28). */
const wishlist = storedList('wishlist', (value): value is string => typeof value === 'string');

export function toggleWishlist(productId: string) {
  const saved = wishlist.read();
  wishlist.write(saved.includes(productId) ? saved.filter((id) => id !== productId) : [productId, ...saved]);
}

export function useWishlist(): string[] {
  return useSyncExternalStore(wishlist.subscribe, wishlist.read, wishlist.readOnServer);
}
