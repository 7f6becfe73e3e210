import type { Cart } from '@dhanya/api';
import { ErrorState, Price, Skeleton, cn } from '@dhanya/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { LineTitle } from '../../shared/line-title';

type CheckoutCartSummaryProps = {
  cart: Cart | undefined;
  failed: boolean;
  onRetry: () => void;
  className?: string;
};

/** What the shopper is paying for, beside the checkout form: the cart's lines and total. */
export function CheckoutCartSummary({ cart, failed, onRetry, className }: CheckoutCartSummaryProps) {
  const texts = useTexts().cart;
  const checkoutTexts = useTexts().checkout;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={!cart && !failed}
      className={cn('flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-sm', className)}
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-foreground">
          {checkoutTexts.yourOrder}
        </h2>
        <Link to="/cart" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {checkoutTexts.editCart}
        </Link>
      </div>
      {cart ? (
        <CartTotals cart={cart} />
      ) : failed ? (
        <ErrorState message={texts.fetchFailed} onRetry={onRetry} className="py-6" />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{texts.loading}</p>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-7 w-full" />
        </div>
      )}
    </section>
  );
}

function CartTotals({ cart }: { cart: Cart }) {
  const texts = useTexts().checkout;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {cart.products.map((line) => (
          <li key={line._id} className="flex items-baseline justify-between gap-4 text-sm">
            <span className="min-w-0 break-words text-foreground">
              <LineTitle title={line.product.title} packLabel={line.pack.label} />{' '}
              <span className="text-muted-foreground">× {line.quantity}</span>
            </span>
            <Price amount={line.price} size="sm" />
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-border pt-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{texts.subtotal}</dt>
          <dd>
            <Price amount={cart.totalAmount} size="sm" />
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{texts.shipping}</dt>
          <dd className="font-semibold text-success">{texts.freeShipping}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
          <dt className="text-base font-semibold text-foreground">{texts.total}</dt>
          <dd>
            <Price amount={cart.totalAmount} size="lg" />
          </dd>
        </div>
      </dl>
    </>
  );
}
