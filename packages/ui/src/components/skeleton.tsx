import { cn } from '../lib/cn';

/** A grey placeholder block shown while content loads; hidden from assistive tech. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-card bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
