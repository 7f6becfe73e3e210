import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { mergeLabels } from '../lib/labels';
import { Button } from './button';

export type ErrorStateProps = React.ComponentProps<'div'> & {
  message?: React.ReactNode;
  /** When given, a retry button is shown. */
  onRetry?: () => void;
  /** The state's own texts, each defaulting to the spec's. */
  labels?: Partial<ErrorStateLabels>;
};

type ErrorStateLabels = { retry: string };

const defaultLabels: ErrorStateLabels = { retry: 'Try Again' };

export function ErrorState({
  message = 'Something went wrong while fetching data.',
  onRetry,
  labels: labelOverrides,
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
          {mergeLabels(defaultLabels, labelOverrides).retry}
        </Button>
      )}
    </div>
  );
}
