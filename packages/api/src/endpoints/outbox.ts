import { api } from '../client';
import { paths } from '../paths';
import type { OutboxList, OutboxMessage, OutboxQuery } from '../schemas/outbox';
import { devCheck } from './dev-check';

/** GET /api/admin/outbox (staff): the order e-mails, newest first, a page at a time. */
export function getOutbox(query: OutboxQuery = {}): Promise<OutboxList> {
  return api.get(paths.outbox, { query: { ...query }, schema: devCheck('outbox') });
}

/** POST /api/admin/outbox/{id}/retry (staff): a failed or waiting e-mail is tried again now. */
export async function retryOutboxMessage(messageId: string): Promise<OutboxMessage> {
  const answer = await api.post(paths.retryOutboxMessage(messageId), {}, { schema: devCheck('outboxRetry') });
  return answer.message;
}
