import { type Product } from '@dhanya/api';
import { type Mutate, addToCart } from '@dhanya/api/swr';
import { useSyncExternalStore } from 'react';
import { storedList } from '../../shared/local-lists/stored-list';

/** What a guest cart line needs to be shown without asking the server. */
export type GuestCartProduct = Pick<Product, 'title' | 'price'> & {
  image: string | null;
  description?: string;
};

/** One line of the guest cart, as SPEC.md stores it under 'guest_cart' (CART-09). */
export type GuestCartEntry = { productId: string; quantity: number; productData: GuestCartProduct };

function isGuestCartEntry(value: unknown): value is GuestCartEntry {
  const entry = value as GuestCartEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.productId === 'string' &&
    Number.isInteger(entry.quantity) &&
    entry.quantity > 0 &&
    typeof entry.productData === 'object' &&
    entry.productData !== null
  );
}

export const guestCart = storedList('guest_cart', isGuestCartEntry);

export function guestCartProduct(
  product: Pick<Product, 'title' | 'price' | 'image' | 'description'> & {
    effectivePrice?: number;
  },
): GuestCartProduct {
  return {
    title: product.title,
    price: product.effectivePrice ?? product.price,
    image: product.image,
    description: product.description,
  };
}

/** A new line with `quantity`, or the existing line raised by it (CART-10). */
export function addToGuestCart(productId: string, quantity: number, productData: GuestCartProduct) {
  const lines = guestCart.read();
  const existing = lines.find((line) => line.productId === productId);
  guestCart.write(
    existing
      ? lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity, productData } : line))
      : [...lines, { productId, quantity, productData }],
  );
}

export function useGuestCart(): GuestCartEntry[] {
  return useSyncExternalStore(guestCart.subscribe, guestCart.read, guestCart.readOnServer);
}

/**
 * After login every guest line is added to the server cart; lines the server refuses
 * (product gone, beyond stock) are skipped, and the guest cart is removed (CART-13).
 * Returns how many lines were carried over.
 */
export async function mergeGuestCart(mutate?: Mutate): Promise<number> {
  const lines = guestCart.read();
  let merged = 0;
  for (const line of lines) {
    try {
      await addToCart({ productId: line.productId, quantity: line.quantity }, mutate);
      merged += 1;
    } catch {
      // A product that is gone or out of stock stays out of the cart; the rest carry over.
    }
  }
  guestCart.clear();
  return merged;
}
