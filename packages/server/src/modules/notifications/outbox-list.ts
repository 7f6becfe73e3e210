import { type OutboxList, type OutboxMessage, type OutboxStatus, pageOffset } from '@dhanya/api/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { outboxMessages } from '../../db/notice-schema.js';

type Row = typeof outboxMessages.$inferSelect;

function toView(row: Row): OutboxMessage {
  return {
    _id: row.id,
    event: row.event as OutboxMessage['event'],
    orderId: row.orderId,
    orderReference: row.orderReference,
    audience: row.audience === 'shop' ? 'shop' : 'shopper',
    to: row.recipient,
    subject: row.subject,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox for the staff: newest first, a page at a time, with how many are in each state. */
export async function listOutbox(
  db: Database,
  query: { status?: OutboxStatus | undefined; page: number; pageSize: number },
  sending: boolean,
): Promise<OutboxList> {
  const filter = query.status ? eq(outboxMessages.status, query.status) : undefined;
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(filter)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const byStatus = await db
    .select({ status: outboxMessages.status, messages: count() })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const { status, messages } of byStatus) if (status in counts) counts[status as OutboxStatus] = messages;
  return {
    messages: rows.map(toView),
    page: query.page,
    pageSize: query.pageSize,
    total: query.status ? counts[query.status] : counts.pending + counts.sent + counts.failed,
    counts,
    sending,
  };
}

/**
 * A failed or waiting message, due again now with its tries counted afresh; 'sent' when it
 * went already (it is never sent twice), undefined when there is no such message.
 */
export async function retryMessage(db: Database, id: string): Promise<OutboxMessage | 'sent' | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for('update');
    if (!row) return undefined;
    if (row.status === 'sent') return 'sent';
    const [updated] = await tx
      .update(outboxMessages)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
      .where(eq(outboxMessages.id, id))
      .returning();
    return toView(updated!);
  });
}
