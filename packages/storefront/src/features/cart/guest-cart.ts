import type { Product } from '@dhanya/api';
import { type Mutate, addToCart } from '@dhanya/api/swr';
import { useSyncExternalStore } from 'react';
import { storedList } from '../../shared/local-lists/stored-list';

/** What a guest cart line needs to be shown without asking the server. */
export type GuestCartProduct = Pick<Product, 'title' | 'price'> & {
  image: string | null;
  description?: string;
  /** The pack's label ("5 kg"), when the line names a pack. */
  packLabel?: string;
};

/**
 * One line of the guest cart, as the spec stores it under 'guest_cart' (CART-09), with the
 * pack it holds; a line saved before packs has none, and means the product's default pack.
 */
export type GuestCartEntry = {
  productId: string;
  packId?: string;
  quantity: number;
  productData: GuestCartProduct;
};

/** A product's pack, as a line names it (no `packId`: the default pack). */
export type GuestLineRef = { productId: string; packId?: string | undefined };

/** Whether `line` holds the product's pack named by `ref`. */
export const holds = (line: GuestCartEntry, { productId, packId }: GuestLineRef) =>
  line.productId === productId && line.packId === packId;

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
    pack?: { label: string; effectivePrice: number } | undefined;
  },
): GuestCartProduct {
  return {
    title: product.title,
    price: product.pack?.effectivePrice ?? product.effectivePrice ?? product.price,
    image: product.image,
    description: product.description,
    ...(product.pack ? { packLabel: product.pack.label } : {}),
  };
}

/** A new line of the pack with `quantity`, or its existing line raised by it (CART-10). */
export function addToGuestCart(ref: GuestLineRef, quantity: number, productData: GuestCartProduct) {
  const lines = guestCart.read();
  const existing = lines.find((line) => holds(line, ref));
  const added: GuestCartEntry = {
    productId: ref.productId,
    ...(ref.packId ? { packId: ref.packId } : {}),
    quantity,
    productData,
  };
  guestCart.write(
    existing
      ? lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity, productData } : line))
      : [...lines, added],
  );
}

export function useGuestCart(): GuestCartEntry[] {
  return useSyncExternalStore(guestCart.subscribe, guestCart.read, guestCart.readOnServer);
}

/**
 * After login every guest line is added to the server cart, each to its pack's line; lines the server refuses
 * (product gone, beyond stock) are skipped, and the guest cart is removed (CART-13).
 * Returns how many lines were carried over.
 */
export async function mergeGuestCart(mutate?: Mutate): Promise<number> {
  const lines = guestCart.read();
  let merged = 0;
  for (const line of lines) {
    try {
      await addToCart({ productId: line.productId, packId: line.packId, quantity: line.quantity }, mutate);
      merged += 1;
    } catch {
      // A product that is gone or out of stock stays out of the cart; the rest carry over.
    }
  }
  guestCart.clear();
  return merged;
}
