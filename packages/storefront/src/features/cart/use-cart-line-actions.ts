import { type CartLine, cartWithQuantity, paths } from '@dhanya/api';
import { addToCart, removeFromCart } from '@dhanya/api/swr';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type CartFailure, cartFailure } from './cart-failure';
import { useServerWords, useTexts } from '../../shared/locale';
import { isKeptForLater, showKeptChange } from './kept-change';
import { quantityChange } from './quantity-change';

/** The pack a server cart line holds, as the cart calls name it. */
const lineRef = (line: CartLine) => ({ productId: line.product._id, packId: line.pack._id ?? undefined });

/**
 * Quantity steps and removals of the server cart's lines. A line's controls are busy while
 * its request runs, so a double click sends one request; a failure leaves the cart as the
 * server has it (it is read again) and says why (CART-07, CART-08, CART-17). Offline, the
 * service worker keeps the change to send later: the cart shows it made (issue 35).
 */
export function useCartLineActions() {
  const { mutate } = useSWRConfig();
  const texts = useTexts().cart;
  const words = useServerWords();
  const inFlight = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<CartFailure | null>(null);

  async function run(lineId: string, quantity: number, request: () => Promise<unknown>, failedMessage: string) {
    if (inFlight.current.has(lineId)) return false;
    inFlight.current.add(lineId);
    setBusy(new Set(inFlight.current));
    setFailure(null);
    try {
      await request();
      return true;
    } catch (error) {
      if (isKeptForLater(error)) {
        await showKeptChange(mutate, (cart) => cartWithQuantity(cart, lineId, quantity));
        return true;
      }
      setFailure(cartFailure(error, failedMessage, texts, words));
      // The stepper must show the server's quantity, whatever the failed request did.
      void mutate(paths.cart);
      return false;
    } finally {
      inFlight.current.delete(lineId);
      setBusy(new Set(inFlight.current));
    }
  }

  /** Sends the signed change to `next`; 0 or less, or no change, sends nothing (CART-16). */
  function changeQuantity(line: CartLine, next: number) {
    const change = quantityChange(line.quantity, next);
    if (change === null) return Promise.resolve(false);
    const ref = lineRef(line);
    return run(line._id, next, () => addToCart({ ...ref, quantity: change }, mutate), texts.updateFailed);
  }

  function remove(line: CartLine) {
    return run(line._id, 0, () => removeFromCart(lineRef(line), mutate), texts.removeFailed);
  }

  return { busy, failure, dismissFailure: () => setFailure(null), changeQuantity, remove };
}
