import { type CartCheckoutRequest, paths } from '@dhanya/api';
import { placeOrder } from '@dhanya/api/swr';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useServerWords, useTexts } from '../../shared/locale';
import { checkoutFailureMessage } from './cart-failure';

/**
 * The cart's checkout dialog: open and closed, the order in flight, its failure message and
 * the id of the order just placed (CART-19, CART-23..CART-26).
 */
export function useCartCheckout() {
  const { mutate } = useSWRConfig();
  const texts = useTexts().cart;
  const words = useServerWords();
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  // Card and UPI orders wait for their payment (issue 15): the alert then leads to it.
  const [placedPaysOnline, setPlacedPaysOnline] = useState(false);
  const [placedAlertOpen, setPlacedAlertOpen] = useState(false);
  // What was last sent: reopening the dialog after a failure starts from it.
  const [lastValues, setLastValues] = useState<CartCheckoutRequest>();
  const inFlight = useRef(false);

  function openCheckout() {
    setError(undefined);
    setOpen(true);
  }

  function changeOpen(next: boolean) {
    // An order in flight is answered in the dialog: it cannot be closed from under it.
    if (!next && inFlight.current) return;
    setOpen(next);
  }

  async function submit(values: CartCheckoutRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(undefined);
    setLastValues(values);
    try {
      const { orderId } = await placeOrder(values, mutate);
      inFlight.current = false;
      setOpen(false);
      setLastValues(undefined);
      setPlacedOrderId(orderId);
      setPlacedPaysOnline(values.paymentType !== 'cash');
      setPlacedAlertOpen(true);
    } catch (failure) {
      setError(checkoutFailureMessage(failure, texts, words));
      // An answer the client could not read may still have placed the order, and stock may have
      // run out: show the cart as the server now has it.
      void Promise.all([mutate(paths.cart), mutate(paths.cartItems), mutate(paths.myOrders)]);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return {
    open,
    submitting,
    error,
    lastValues,
    placedOrderId,
    placedPaysOnline,
    placedAlertOpen,
    openCheckout,
    changeOpen,
    submit,
    dismissPlaced: () => setPlacedAlertOpen(false),
  };
}

export type CartCheckout = ReturnType<typeof useCartCheckout>;
