import { buttonVariants } from '@dhanya/ui';
import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { OrderPayment } from '../payment';
import { useTexts } from '../../shared/locale';
import type { OrderPlacedState } from './use-simple-checkout';

function placedOrder(state: unknown): { orderId?: string; paysOnline: boolean } {
  const placed = state as OrderPlacedState | null;
  const orderId = typeof placed?.orderId === 'string' && placed.orderId ? placed.orderId : undefined;
  return { ...(orderId ? { orderId } : {}), paysOnline: placed?.paysOnline === true };
}

/**
 * The confirmation after the simple checkout, with the way to the orders page (CHECKOUT-07);
 * for an order paid online, how to pay it (issue 15).
 */
export function OrderPlaced() {
  const { orderId, paysOnline } = placedOrder(useLocation().state);
  const texts = useTexts().checkout;
  if (orderId && paysOnline) return <OrderPayment orderId={orderId} />;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 rounded-card border border-border bg-surface px-6 py-12 text-center shadow-sm">
      <CircleCheck aria-hidden className="size-14 text-success" strokeWidth={1.5} />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{texts.thanks}</h1>
        <p className="text-muted-foreground">{texts.received}</p>
        {orderId && (
          <p className="text-sm text-muted-foreground">
            {texts.orderId} <span className="font-medium break-all text-foreground">{orderId}</span>
          </p>
        )}
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {/* Looks like the spec's button; it opens a page, so it is a link (new tab, copy address). */}
        <Link to="/Allordersucess" className={buttonVariants({ size: 'lg' })}>
          {texts.viewOrders}
        </Link>
        <Link to="/productlist" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          {texts.continueShopping}
        </Link>
      </div>
    </section>
  );
}
