import type { OutboxMessage } from '@dhanya/api';
import { Chip, cn } from '@dhanya/ui';
import { RetryButton } from './retry-button';
import {
  attemptsText,
  canRetry,
  aboutText,
  eventLabels,
  formatEmailDay,
  formatEmailTime,
  statusLabels,
  statusTones,
} from './outbox-texts';

type OutboxCardsProps = {
  messages: readonly OutboxMessage[];
  retryingId: string | null;
  onRetry: (message: OutboxMessage) => void;
  className?: string;
};

/**
 * The e-mails on a phone, where a table of six columns would hide the state and Retry off to
 * the side: a card each, its event and state first, then its subject, to whom, when, and how
 * its tries went.
 */
export function OutboxCards({ messages, retryingId, onRetry, className }: OutboxCardsProps) {
  return (
    <ul
      aria-label="Order e-mails"
      className={cn('divide-y divide-border rounded-card border border-border bg-surface', className)}
    >
      {messages.map((message) => (
        <li key={message._id} className="flex flex-col gap-1.5 px-4 py-3 text-sm">
          <p className="flex items-start justify-between gap-3">
            <span className="font-medium text-foreground">
              {eventLabels[message.event]}
              <span className="font-normal text-muted-foreground"> · {aboutText(message)}</span>
            </span>
            <Chip size="sm" tone={statusTones[message.status]}>
              {statusLabels[message.status]}
            </Chip>
          </p>
          <p className="break-words text-foreground">{message.subject}</p>
          <p className="text-muted-foreground [overflow-wrap:anywhere]">
            To {message.to} ({message.audience === 'shop' ? 'your shop' : 'customer'})
          </p>
          <p className="text-muted-foreground">
            <time dateTime={message.createdAt}>
              {formatEmailDay(message.createdAt)}, {formatEmailTime(message.createdAt)}
            </time>
            {' · '}
            {attemptsText(message.attempts)}
          </p>
          {message.lastError && (
            <p className="text-xs break-words text-muted-foreground">Last error: {message.lastError}</p>
          )}
          {canRetry(message) && (
            <RetryButton message={message} retryingId={retryingId} onRetry={onRetry} className="mt-1 self-start" />
          )}
        </li>
      ))}
    </ul>
  );
}
