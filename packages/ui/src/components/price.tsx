import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useLabels, useLocaleFormat } from '../provider/dhanya-provider';
import { formatRupees } from '../lib/indian-numbers';
import type { LabelOverrides } from '../lib/labels';

/** Formats an amount in rupees with Indian digit grouping: 123456.5 → "₹1,23,456.50". */
export function formatPrice(amount: number): string {
  return formatRupees(amount);
}

const priceVariants = cva('font-semibold text-foreground', {
  variants: {
    size: { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' },
  },
  defaultVariants: { size: 'md' },
});

export type PriceProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof priceVariants> & {
    /** The price in rupees, e.g. 450 → "₹450.00" in the provider's locale. */
    amount: number;
    /** The price before a discount; shown struck through when higher than `amount`. */
    compareAt?: number | undefined;
    /** Its texts, each defaulting to the spec's. */
    labels?: LabelOverrides<PriceLabels> | undefined;
  };

export type PriceLabels = {
  /** Read before the struck-through price by screen readers. */
  compareAt: string;
};

const defaultLabels: PriceLabels = { compareAt: 'Original price' };

/**
 * An amount in rupees written in the provider's locale (₹1,23,456.50 in en-IN); with `compareAt`
 * higher, the old price is struck through beside it and read as 'Original price'.
 */
export function Price({ amount, compareAt, labels, size, className, ...props }: PriceProps) {
  const discounted = compareAt !== undefined && compareAt > amount;
  const texts = useLabels('Price', defaultLabels, labels);
  const { price } = useLocaleFormat();
  return (
    <span
      data-slot="price"
      data-state={discounted ? 'discounted' : 'regular'}
      className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}
      {...props}
    >
      <span data-slot="price-amount" className={priceVariants({ size })}>
        {price(amount)}
      </span>
      {discounted && (
        <s data-slot="price-compare-at" className="text-sm text-muted-foreground">
          <span className="sr-only">{texts.compareAt}: </span>
          {price(compareAt)}
        </s>
      )}
    </span>
  );
}
