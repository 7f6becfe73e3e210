import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

const chipVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-full font-medium whitespace-nowrap [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-foreground',
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-warning',
        error: 'bg-error-soft text-error',
        info: 'bg-primary/10 text-primary',
      },
      size: {
        sm: 'h-6 px-2.5 text-xs [&_svg]:size-3.5',
        md: 'h-8 px-3 text-sm [&_svg]:size-4',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'md' },
  },
);

export type ChipProps = React.ComponentProps<'span'> & VariantProps<typeof chipVariants>;

/**
 * A short label in a soft tinted pill: a role ("Admin" in warning, "User" in success), a
 * status, a product feature ("Free Shipping"). Text and tint pass WCAG AA in every tone.
 */
export function Chip({ tone, size, className, ...props }: ChipProps) {
  return (
    <span
      data-slot="chip"
      data-tone={tone ?? 'neutral'}
      data-size={size ?? 'md'}
      className={cn(chipVariants({ tone, size }), className)}
      {...props}
    />
  );
}

export type BadgeProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The number shown; at 0 or below the badge is hidden unless `showZero`. */
  count: number;
  /** Counts above this show as "99+". */
  max?: number | undefined;
  /** Show the badge when the count is 0 (hidden by default). */
  showZero?: boolean | undefined;
};

/**
 * A small count bubble, e.g. the number of items on the cart icon. It shows only the number:
 * give the element it sits on an accessible name that includes the count ("My Cart, 3 items"),
 * since an icon button's aria-label hides the bubble from screen readers.
 */
export function Badge({ count, max = 99, showZero = false, className, ...props }: BadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-secondary px-1.5 text-xs leading-none font-semibold text-secondary-foreground tabular-nums',
        className,
      )}
      {...props}
    >
      {count > max ? `${max}+` : count}
    </span>
  );
}
