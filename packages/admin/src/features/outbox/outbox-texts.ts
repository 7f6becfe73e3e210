import { type OutboxEvent, type OutboxList, type OutboxMessage, type OutboxStatus, formatDate } from '@dhanya/api';

/** What each e-mail tells of its order, or of the account it verifies. */
export const eventLabels: Record<OutboxEvent, string> = {
  placed: 'Order placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  verify_email: 'Verify e-mail',
};

/** The order an e-mail is about; a verification link is about no order. */
export const aboutText = (message: Pick<OutboxMessage, 'event' | 'orderReference'>) =>
  message.event === 'verify_email' ? 'New account' : (message.orderReference ?? 'Order deleted');

export const statusLabels: Record<OutboxStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };

/** A failed e-mail needs the staff; a waiting one is on its way. */
export const statusTones = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
} as const satisfies Record<OutboxStatus, string>;

export const outboxTexts = {
  loading: 'Loading e-mails...',
  loadFailed: 'Failed to load the e-mails.',
  sendingOff: 'E-mail is off: set SMTP_URL on the server to send these.',
  retryFailed: 'The e-mail could not be retried',
} as const;

/** The filter: every e-mail, or those in one state. */
export type OutboxFilter = 'all' | OutboxStatus;

/** "All (9)", "Pending (2)"…: each choice with how many it shows. */
export function filterOptions(counts: OutboxList['counts']): { value: OutboxFilter; label: string }[] {
  return [
    { value: 'all', label: `All (${counts.pending + counts.failed + counts.sent})` },
    { value: 'pending', label: `${statusLabels.pending} (${counts.pending})` },
    { value: 'failed', label: `${statusLabels.failed} (${counts.failed})` },
    { value: 'sent', label: `${statusLabels.sent} (${counts.sent})` },
  ];
}

/** What the list says when a filter leaves nothing in it. */
export function emptyText(filter: OutboxFilter): { title: string; description: string } {
  if (filter === 'all') {
    return { title: 'No e-mails yet', description: 'The e-mails about orders appear here once customers check out.' };
  }
  return {
    title: `No ${statusLabels[filter].toLowerCase()} e-mails`,
    description:
      filter === 'failed' ? 'Every e-mail went out, or is still being tried.' : 'Choose All to see the rest.',
  };
}

/** A failed or waiting e-mail may be tried again now; a sent one never goes twice. */
export const canRetry = (message: Pick<OutboxMessage, 'status'>) => message.status !== 'sent';

/** "1 Nov 2026": the day an e-mail was written, in the viewer's time zone by default, as the orders' dates. */
export const formatEmailDay = (iso: string, timeZone = 'local') => formatDate(iso, 'date', { timeZone });

/** "5:30 pm": its time that day. */
export const formatEmailTime = (iso: string, timeZone = 'local') => formatDate(iso, 'time', { timeZone });

/** "1 attempt", "8 attempts": how often it was tried since it was written or last retried. */
export const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
