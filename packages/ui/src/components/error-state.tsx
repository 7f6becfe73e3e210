import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import { Button } from './button';
import type { LabelOverrides } from '../lib/labels';

export type ErrorStateProps = React.ComponentProps<'div'> & {
  /** What went wrong; the `message` text of `labels` when not given. */
  message?: React.ReactNode | undefined;
  /** When given, a retry button is shown. */
  onRetry?: (() => void) | undefined;
  /** The state's own texts, each defaulting to the spec's. */
  labels?: LabelOverrides<ErrorStateLabels> | undefined;
};

export type ErrorStateLabels = {
  /** Shown when no `message` is given. */
  message: string;
  retry: string;
};

const defaultLabels: ErrorStateLabels = { message: 'Something went wrong while fetching data.', retry: 'Try Again' };

/**
 * What a section shows when its data could not be loaded: the message, announced as an alert, and
 * a retry button when `onRetry` is given.
 */
export function ErrorState({ message, onRetry, labels: labelOverrides, className, ...props }: ErrorStateProps) {
  const labels = useLabels('ErrorState', defaultLabels, labelOverrides);
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}
      {...props}
    >
      <CircleAlert aria-hidden className="size-10 text-error" />
      <p className="text-base font-medium text-foreground">{message ?? labels.message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {labels.retry}
        </Button>
      )}
    </div>
  );
}
