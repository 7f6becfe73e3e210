import { type Pack, type Product, cartWithQuantity, lineOfPack } from '@dhanya/api';
import { removeCartItem, useCartItems } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '../../shared/session';
import { isKeptForLater, showKeptChange, useAddToCart, useGuestCart } from '../cart';
import { isInGuestCart, removeFromGuestCart } from './guest-cart-lines';
import { useTexts } from '../../shared/locale';

/**
 * The detail page's "Add to Cart" / "Remove from Cart". A signed-in shopper's cart is read
 * from GET /api/cart/getcart (CATALOG-12) and changed through /api/cart/... (CATALOG-13,
 * CATALOG-14); a guest's is the guest cart (CART-11). `checking` is true until the
 * shopper's cart is known; a cart that cannot be read counts as not holding the product. A
 * tap while checking (the page just hydrated: the server drew a ready "Add to Cart") is never
 * dropped: it is answered once the cart is known, doing what the button said when tapped,
 * and nothing when the cart already is so. It adds and removes the chosen pack's line (the
 * default pack's when none is chosen).
 */
export function useCartToggle(product: Product, pack: Pack = product.packs[0]!) {
  const { isSignedIn } = useSession();
  const cart = useCartItems();
  const guestLines = useGuestCart();
  const add = useAddToCart();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const { catalog: texts, offline: offlineTexts } = useTexts();
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
      toast({ title: texts.productRemoved, tone: 'success' });
    } catch (error) {
      if (isKeptForLater(error)) {
        await showKeptChange(mutate, (held) => {
          const removed = lineOfPack(held, product._id, pack._id);
          return removed ? cartWithQuantity(held, removed._id, 0) : held;
        });
        toast({ title: offlineTexts.removeKept, tone: 'info' });
        return;
      }
      console.error('Remove from cart failed', error);
      toast({ title: texts.removeFailed, tone: 'error' });
    }
  }

  const shown = inCart ? 'remove' : 'add';
  const [asked, setAsked] = useState<'add' | 'remove' | null>(null);

  async function perform(action: 'add' | 'remove') {
    setBusy(true);
    if (action === 'remove') await remove();
    else await add({ ...product, pack }, { via: 'items', successMessage: texts.productAddedToCart });
    setBusy(false);
  }

  async function toggle() {
    if (busy || asked) return;
    if (checking) setAsked(shown);
    else await perform(shown);
  }

  const answerAsked = useEffectEvent((action: 'add' | 'remove') => {
    setAsked(null);
    if (action === shown) void perform(action);
  });
  useEffect(() => {
    // The shopper's own tap, answered once their cart has arrived from the server: not state
    // derived in an effect, but the write they asked for, as soon as it can be made.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (asked && !checking) answerAsked(asked);
  }, [asked, checking]);

  return { inCart, checking, busy: busy || asked !== null, toggle };
}
