import { type Pack, type Product } from '@dhanya/api';
import { removeCartItem, useCartItems } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '../../shared/session';
import { useAddToCart, useGuestCart } from '../cart';
import { isInGuestCart, removeFromGuestCart } from './guest-cart-lines';

export const detailAddedMessage = 'Product added to cart!';
export const detailRemovedMessage = 'Product removed from cart.';
export const detailRemoveFailedMessage = 'Failed to remove item';

/**
 * The detail page's "Add to Cart" / "Remove from Cart". A signed-in shopper's cart is read
 * from GET /api/cart/getcart (CATALOG-12) and changed through /api/cart/... (CATALOG-13,
 * CATALOG-14); a guest's is the guest cart (CART-11). `checking` is true until the
 * shopper's cart is known, so the button never offers the wrong action; a cart that cannot
 * be read counts as not holding the product. It adds and removes the chosen pack's line
 * (the default pack's when none is chosen).
 */
export function useCartToggle(product: Product, pack: Pack = product.packs[0]!) {
  const { isSignedIn } = useSession();
  const cart = useCartItems();
  const guestLines = useGuestCart();
  const add = useAddToCart();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const line = { productId: product._id, packId: pack._id };
  const inCart = isSignedIn
    ? (cart.data?.products.some((held) => held.pack._id === pack._id) ?? false)
    : isInGuestCart(guestLines, line);
  const checking = isSignedIn && cart.data === undefined && !cart.error;

  async function remove() {
    try {
      if (isSignedIn) await removeCartItem(line, mutate);
      else removeFromGuestCart(line);
      toast({ title: detailRemovedMessage, tone: 'success' });
    } catch (error) {
      console.error('Remove from cart failed', error);
      toast({ title: detailRemoveFailedMessage, tone: 'error' });
    }
  }

  async function toggle() {
    if (busy || checking) return;
    setBusy(true);
    if (inCart) await remove();
    else await add({ ...product, pack }, { via: 'items', successMessage: detailAddedMessage });
    setBusy(false);
  }

  return { inCart, checking, busy, toggle };
}
