import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

export type ErrorStateProps = React.ComponentProps<'div'> & {
  message?: React.ReactNode;
  /** When given, a retry button is shown. */
  onRetry?: () => void;
  retryLabel?: string;
};

export function ErrorState({
  message = 'Something went wrong while fetching data.',
  onRetry,
  retryLabel = 'Try Again',
  className,
  ...props
}: ErrorStateProps) {
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}
      {...props}
    >
      <CircleAlert aria-hidden className="size-10 text-error" />
      <p className="text-base font-medium text-foreground">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
