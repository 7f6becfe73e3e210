import { type CartLine, paths } from '@dhanya/api';
import { addToCart, removeFromCart } from '@dhanya/api/swr';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type CartFailure, cartFailure } from './cart-failure';
import { cartTexts } from './cart-texts';
import { quantityChange } from './quantity-change';

/**
 * Quantity steps and removals of the server cart's lines. A line's controls are busy while
 * its request runs, so a double click sends one request; a failure leaves the cart as the
 * server has it (it is read again) and says why (CART-07, CART-08, CART-17).
 */
export function useCartLineActions() {
  const { mutate } = useSWRConfig();
  const inFlight = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<CartFailure | null>(null);

  async function run(productId: string, request: () => Promise<unknown>, failedMessage: string) {
    if (inFlight.current.has(productId)) return false;
    inFlight.current.add(productId);
    setBusy(new Set(inFlight.current));
    setFailure(null);
    try {
      await request();
      return true;
    } catch (error) {
      setFailure(cartFailure(error, failedMessage));
      // The stepper must show the server's quantity, whatever the failed request did.
      void mutate(paths.cart);
      return false;
    } finally {
      inFlight.current.delete(productId);
      setBusy(new Set(inFlight.current));
    }
  }

  /** Sends the signed change to `next`; 0 or less, or no change, sends nothing (CART-16). */
  function changeQuantity(line: CartLine, next: number) {
    const change = quantityChange(line.quantity, next);
    if (change === null) return Promise.resolve(false);
    const productId = line.product._id;
    return run(productId, () => addToCart({ productId, quantity: change }, mutate), cartTexts.updateFailed);
  }

  function remove(line: CartLine) {
    const productId = line.product._id;
    return run(productId, () => removeFromCart(productId, mutate), cartTexts.removeFailed);
  }

  return { busy, failure, dismissFailure: () => setFailure(null), changeQuantity, remove };
}
