import type { OutboxMessage } from '@dhanya/api';
import { Chip, type DataTableColumn } from '@dhanya/ui';
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

type OutboxColumnsOptions = {
  retryingId: string | null;
  onRetry: (message: OutboxMessage) => void;
};

/**
 * The e-mails table's columns: when, what it tells of which order, to whom, its subject, how
 * its tries went (its state, their number, the last error) and Retry on a failed or waiting
 * one. Texts keep a minimum width: on a phone the table scrolls sideways instead of squeezing
 * them.
 */
export function outboxColumns({ retryingId, onRetry }: OutboxColumnsOptions): DataTableColumn<OutboxMessage>[] {
  return [
    {
      key: 'time',
      header: 'Time',
      className: 'whitespace-nowrap',
      cell: (message) => (
        <time dateTime={message.createdAt} className="flex flex-col gap-0.5">
          <span>{formatEmailDay(message.createdAt)}</span>
          <span className="text-muted-foreground">{formatEmailTime(message.createdAt)}</span>
        </time>
      ),
    },
    {
      key: 'event',
      header: 'Event',
      className: 'whitespace-nowrap',
      cell: (message) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{eventLabels[message.event]}</span>
          <span className="text-muted-foreground tabular-nums">{aboutText(message)}</span>
        </span>
      ),
    },
    {
      key: 'to',
      header: 'To',
      cell: (message) => (
        <span className="flex min-w-52 flex-col gap-0.5">
          <span className="[overflow-wrap:anywhere]">{message.to}</span>
          <span className="text-muted-foreground">{message.audience === 'shop' ? 'Your shop' : 'Customer'}</span>
        </span>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      cell: (message) => <span className="block min-w-48 break-words">{message.subject}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (message) => (
        <span className="flex max-w-72 min-w-44 flex-col items-start gap-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Chip size="sm" tone={statusTones[message.status]}>
              {statusLabels[message.status]}
            </Chip>
            <span className="whitespace-nowrap text-muted-foreground">{attemptsText(message.attempts)}</span>
          </span>
          {message.lastError && (
            <span className="text-xs break-words text-muted-foreground">
              <span className="sr-only">Last error: </span>
              {message.lastError}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'w-1 text-right',
      cell: (message) =>
        canRetry(message) && <RetryButton message={message} retryingId={retryingId} onRetry={onRetry} />,
    },
  ];
}
