import { useId } from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import { Button } from './button';
import { Price } from './price';
import type { LabelOverrides } from '../lib/labels';

export type OrderSummaryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Sum of the line prices. */
  subtotal: number;
  /** Defaults to the subtotal plus shipping. */
  total?: number | undefined;
  /** Shipping charge; 0 shows the "Free" text. */
  shipping?: number | undefined;
  /** Called when the "Proceed to Checkout" button is pressed. */
  onCheckout?: (() => void) | undefined;
  /** Disables the checkout button, e.g. while the cart is empty. Default `false`. */
  checkoutDisabled?: boolean | undefined;
  /** Shows a spinner on the checkout button, e.g. while the cart reloads. */
  checkoutLoading?: boolean | undefined;
  /** The summary's texts, each defaulting to the spec's. */
  labels?: LabelOverrides<OrderSummaryLabels> | undefined;
};

export type OrderSummaryLabels = {
  heading: React.ReactNode;
  subtotal: React.ReactNode;
  shipping: React.ReactNode;
  /** Shown instead of a price when shipping is 0. */
  freeShipping: React.ReactNode;
  total: React.ReactNode;
  checkout: React.ReactNode;
};

const defaultLabels: OrderSummaryLabels = {
  heading: 'Order Summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  freeShipping: 'Free',
  total: 'Total',
  checkout: 'Proceed to Checkout',
};

/** The cart's totals as a description list, with the button that opens checkout. */
export function OrderSummary({
  subtotal,
  total,
  shipping = 0,
  onCheckout,
  checkoutDisabled = false,
  checkoutLoading = false,
  labels: labelOverrides,
  className,
  ...props
}: OrderSummaryProps) {
  const headingId = useId();
  const labels = useLabels('OrderSummary', defaultLabels, labelOverrides);
  return (
    <section
      data-slot="order-summary"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-sm', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {labels.heading}
      </h2>
      <dl data-slot="order-summary-lines" className="flex flex-col gap-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{labels.subtotal}</dt>
          <dd>
            <Price amount={subtotal} size="sm" />
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{labels.shipping}</dt>
          <dd className="font-semibold text-success">
            {shipping > 0 ? <Price amount={shipping} size="sm" /> : labels.freeShipping}
          </dd>
        </div>
        <div
          data-slot="order-summary-total"
          className="flex items-baseline justify-between gap-4 border-t border-border pt-3"
        >
          <dt className="text-base font-semibold text-foreground">{labels.total}</dt>
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
        {labels.checkout}
      </Button>
    </section>
  );
}
