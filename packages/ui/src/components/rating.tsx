import { Star } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLabels, useLocaleFormat } from '../provider/dhanya-provider';
import type { LabelOverrides } from '../lib/labels';

export type RatingProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The product's own average rating; when missing nothing is rendered (no made-up rating). */
  value?: number | null | undefined;
  /** The top of the scale: how many stars are drawn. Default 5. */
  max?: number | undefined;
  /** Shown as "{count} reviews" with thousands separators. */
  reviewCount?: number | null | undefined;
  /** The stars' size: `md` (the default) 20 px, `sm` 16 px. */
  size?: 'sm' | 'md' | undefined;
  /** Also shows the value as text next to the stars. */
  showValue?: boolean | undefined;
  /** Its texts, each defaulting to the spec's. */
  labels?: LabelOverrides<RatingLabels> | undefined;
};

export type RatingLabels = {
  /** The stars' accessible name; `value` is already formatted ("4.5"). */
  stars: (value: string, max: number) => string;
  /** The review count; `count` is already formatted ("1,234"). */
  reviews: (count: string, reviewCount: number) => string;
};

const defaultLabels: RatingLabels = {
  stars: (value, max) => `Rated ${value} out of ${max}`,
  reviews: (count, reviewCount) => `${count} ${reviewCount === 1 ? 'review' : 'reviews'}`,
};

const starSizes = { sm: 'size-4', md: 'size-5' };

/**
 * A star rating from 0 to `max`, read as 'Rated 4.5 out of 5', with the review count beside it
 * when given.
 */
export function Rating({
  value,
  max = 5,
  reviewCount,
  size = 'md',
  showValue = false,
  labels: labelOverrides,
  className,
  ...props
}: RatingProps) {
  const labels = useLabels('Rating', defaultLabels, labelOverrides);
  const format = useLocaleFormat();
  if (value === undefined || value === null || Number.isNaN(value)) return null;
  const clamped = Math.min(Math.max(value, 0), max);
  const label = labels.stars(format.number(clamped, 1), max);
  return (
    <div
      data-slot="rating"
      className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}
      {...props}
    >
      <span data-slot="rating-stars" role="img" aria-label={label} className="inline-flex gap-0.5">
        {Array.from({ length: max }, (_, index) => {
          const fill = Math.min(Math.max(clamped - index, 0), 1);
          return (
            <span
              key={index}
              data-slot="rating-star"
              data-state={fill === 1 ? 'full' : fill === 0 ? 'empty' : 'partial'}
              className={cn('relative inline-flex', starSizes[size])}
            >
              <Star aria-hidden className="size-full text-muted-foreground" strokeWidth={1.5} />
              {fill > 0 && (
                // A partly filled star clips a filled one over the outline.
                <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <Star
                    aria-hidden
                    className={cn('fill-secondary text-secondary', starSizes[size])}
                    strokeWidth={1.5}
                  />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {showValue && (
        <span data-slot="rating-value" aria-hidden className="font-semibold text-foreground">
          {format.number(clamped, 1)}
        </span>
      )}
      {reviewCount !== undefined && reviewCount !== null && (
        <span data-slot="rating-review-count" className="text-muted-foreground">
          {labels.reviews(format.number(reviewCount), reviewCount)}
        </span>
      )}
    </div>
  );
}
