import { type CheckoutRequest, paths } from '@dhanya/api';
import { placeSimpleOrder } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useServerWords, useTexts } from '../../shared/locale';
import { checkoutFailureMessage } from '../cart';

/** What /ordersucess may show of the order just placed: with an online payment, how to pay it. */
export type OrderPlacedState = { orderId?: string; paysOnline?: boolean };

/**
 * Places the simple checkout page's order (POST /api/check/checkout): on success a toast and
 * /ordersucess; on failure the server's `msg`, else "Checkout failed" (CHECKOUT-06).
 */
export function useSimpleCheckout() {
  const { mutate } = useSWRConfig();
  const cartTexts = useTexts().cart;
  const texts = useTexts().checkout;
  const words = useServerWords();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const inFlight = useRef(false);

  async function placeOrder(request: CheckoutRequest) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(undefined);
    try {
      const placed = await placeSimpleOrder(request, mutate);
      toast({ title: texts.placed, tone: 'success' });
      const state: OrderPlacedState = { orderId: placed.orderId, paysOnline: request.paymentType !== 'COD' };
      await navigate('/ordersucess', { state });
    } catch (failure) {
      setError(checkoutFailureMessage(failure, cartTexts, words));
      // The cart may have changed (stock ran out, an order placed by an answer we could not read).
      void mutate(paths.cart);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { submitting, error, placeOrder };
}
