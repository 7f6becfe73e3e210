import type { OrderPayment } from '@dhanya/api';
import { useOrderPayment } from '@dhanya/api/swr';
import { Button, FormErrorSummary } from '@dhanya/ui';
import { useState } from 'react';
import { useTexts } from '../../shared/locale';

const checkoutScript = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayCheckout {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | undefined;

/** Razorpay's Checkout script, fetched on the first "Pay now" only: no third-party script on any other page. */
function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = checkoutScript;
    script.async = true;
    script.onload = () => {
      const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay Checkout could not be reached'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Paying with Razorpay: its Checkout opens on "Pay now" with the order Razorpay created for
 * this one; Razorpay's signed webhook tells the shop it was paid, and this page, which asks
 * again while the order waits, then shows it.
 */
export function RazorpayPayment({
  payment,
  razorpay,
}: {
  payment: OrderPayment;
  razorpay: NonNullable<OrderPayment['razorpay']>;
}) {
  const { mutate } = useOrderPayment(payment.orderId);
  const paymentTexts = useTexts().payment;
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);

  async function pay() {
    setOpening(true);
    setFailed(false);
    try {
      const Razorpay = await loadCheckout();
      new Razorpay({
        key: razorpay.keyId,
        order_id: razorpay.orderId,
        amount: Math.round(payment.amount * 100),
        currency: 'INR',
        description: `Order ${payment.reference}`,
        handler: () => void mutate(),
      }).open();
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{paymentTexts.razorpayText}</p>
      <FormErrorSummary errors={failed ? paymentTexts.razorpayFailed : null} />
      <Button size="lg" loading={opening} onClick={() => void pay()} className="self-start">
        {paymentTexts.razorpayButton}
      </Button>
    </div>
  );
}
