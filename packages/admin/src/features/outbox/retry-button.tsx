import type { OutboxMessage } from '@dhanya/api';
import { Button } from '@dhanya/ui';
import { RotateCw } from 'lucide-react';
import { eventLabels } from './outbox-texts';

type RetryButtonProps = {
  message: OutboxMessage;
  /** The message being retried, if any: one at a time. */
  retryingId: string | null;
  onRetry: (message: OutboxMessage) => void;
  className?: string;
};

/** "Retry", named for its e-mail: "Retry Order placed e-mail to asha@example.in". */
export function RetryButton({ message, retryingId, onRetry, className }: RetryButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => onRetry(message)}
      loading={retryingId === message._id}
      disabled={retryingId !== null}
    >
      <RotateCw aria-hidden />
      Retry
      <span className="sr-only">
        {' '}
        {eventLabels[message.event]} e-mail to {message.to}
      </span>
    </Button>
  );
}
