import { useId } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Price } from './price';

export type OrderSummaryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Sum of the line prices. */
  subtotal: number;
  /** Defaults to the subtotal plus shipping. */
  total?: number;
  /** Shipping charge; 0 shows the "Free" text. */
  shipping?: number;
  onCheckout?: () => void;
  checkoutDisabled?: boolean;
  /** Shows a spinner on the checkout button, e.g. while the cart reloads. */
  checkoutLoading?: boolean;
  heading?: React.ReactNode;
  subtotalLabel?: React.ReactNode;
  shippingLabel?: React.ReactNode;
  freeShippingText?: React.ReactNode;
  totalLabel?: React.ReactNode;
  checkoutLabel?: React.ReactNode;
};

/** The cart's totals as a description list, with the button that opens checkout. */
export function OrderSummary({
  subtotal,
  total,
  shipping = 0,
  onCheckout,
  checkoutDisabled = false,
  checkoutLoading = false,
  heading = 'Order Summary',
  subtotalLabel = 'Subtotal',
  shippingLabel = 'Shipping',
  freeShippingText = 'Free',
  totalLabel = 'Total',
  checkoutLabel = 'Proceed to Checkout',
  className,
  ...props
}: OrderSummaryProps) {
  const headingId = useId();
  return (
    <section
      data-slot="order-summary"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-sm', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {heading}
      </h2>
      <dl data-slot="order-summary-lines" className="flex flex-col gap-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{subtotalLabel}</dt>
          <dd>
            <Price amount={subtotal} size="sm" />
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{shippingLabel}</dt>
          <dd className="font-semibold text-success">
            {shipping > 0 ? <Price amount={shipping} size="sm" /> : freeShippingText}
          </dd>
        </div>
        <div
          data-slot="order-summary-total"
          className="flex items-baseline justify-between gap-4 border-t border-border pt-3"
        >
          <dt className="text-base font-semibold text-foreground">{totalLabel}</dt>
          <dd>
            <Price amount={total ?? subtotal + shipping} size="lg" />
          </dd>
        </div>
      </dl>
      <Button
        type="button"
        size="lg"
        className="w-full"
        onClick={onCheckout}
        disabled={checkoutDisabled}
        loading={checkoutLoading}
      >
        {checkoutLabel}
      </Button>
    </section>
  );
}
