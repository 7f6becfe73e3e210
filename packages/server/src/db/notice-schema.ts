import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './schema.js';

/**
 * What the shop tells others of its orders (issue 16): GST invoice numbers, and the e-mails
 * of the transactional outbox.
 */

/** The last number given in each series: a financial year's invoices ("26-27") and credit notes ("CN/26-27"). */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * An e-mail about an order, written in the transaction that changed the order and sent by the
 * outbox worker (modules/notifications). `message_id` is the Message-ID of every try, so a
 * message sent again after a crash folds into the first in mail clients.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    /** 'shopper' or 'shop'. */
    audience: text('audience').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderReference: text('order_reference'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    messageId: text('message_id').notNull().unique(),
    /** 'pending', 'sent' or 'failed'. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt.desc()),
  ],
);
