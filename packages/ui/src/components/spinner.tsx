import { cn } from '../lib/cn';

export type SpinnerProps = React.ComponentProps<'span'> & {
  /** Accessible text; pass an empty string when a visible label already says it. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ label = 'Loading', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex shrink-0', className)}
      {...props}
    >
      <span
        className={cn(
          'animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_2s_linear_infinite]',
          sizes[size],
        )}
      />
    </span>
  );
}
