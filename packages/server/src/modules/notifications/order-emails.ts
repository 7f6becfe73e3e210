import type { OrderEvent } from '@dhanya/api/contract';
import { orderReference } from '@dhanya/api/contract';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { outboxMessages } from '../../db/notice-schema.js';
import { orderLines, orders, users } from '../../db/schema.js';
import { readPage } from '../content/site-content.js';
import { type OrderFacts, shopNewOrderEmail, shopperEmail } from './email-texts.js';

/**
 * Writes the e-mails an order event sends into the outbox, in the caller's transaction: they
 * exist exactly when the change they tell of was committed, and the worker sends them after
 * (outbox-worker.ts). The shopper hears of every event once their address is verified (issue
 * 31: an unverified address may be anyone's); the shop of each new order, at its order e-mail
 * (Settings) when it has one. `shopperOnly` writes the shopper's alone.
 */
export async function writeOrderEmails(
  tx: Transaction,
  orderId: string,
  event: OrderEvent,
  { shopperOnly = false } = {},
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const [user] = order.userId
    ? await tx
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phoneNumber,
          verifiedAt: users.emailVerifiedAt,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, order.userId))
    : [];
  const settings = await readPage(tx, 'settings');
  const facts: OrderFacts = {
    order,
    lines,
    shopName: settings.legalName || 'Dhanya',
    customer: user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone } : null,
  };

  const messages = [];
  if (user?.verifiedAt)
    messages.push({ audience: 'shopper', recipient: user.email, ...shopperEmail(event, facts, user.language) });
  if (event === 'placed' && settings.orderEmail && !shopperOnly) {
    messages.push({ audience: 'shop', recipient: settings.orderEmail, ...shopNewOrderEmail(facts) });
  }
  if (messages.length === 0) return;
  await tx.insert(outboxMessages).values(
    messages.map(({ audience, recipient, subject, text }) => {
      const id = crypto.randomUUID();
      return {
        id,
        event,
        audience,
        orderId,
        orderReference: orderReference(orderId),
        recipient,
        subject,
        textBody: text,
        // One Message-ID for every try of this message: a repeat after a crash folds into the first.
        messageId: `${id}@dhanya.outbox`,
      };
    }),
  );
}

/** An order that never really started (its online payment could not be created): its unsent e-mails are dropped. */
export async function dropUnsentOrderEmails(tx: Transaction, orderId: string): Promise<void> {
  await tx.delete(outboxMessages).where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.status, 'pending')));
}

/**
 * The orders a shopper placed before verifying their address, told of once it is verified:
 * each order of the last `sinceHours` (the link's lifetime) that is not cancelled gets its
 * "placed" e-mail as the order stands now. Older ones, and the events in between, are not
 * sent late: My Orders shows them.
 */
export async function writeWaitingOrderEmails(tx: Transaction, userId: string, sinceHours: number): Promise<void> {
  const waiting = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, sql`now() - make_interval(hours => ${sinceHours})`),
      ),
    )
    .orderBy(asc(orders.createdAt));
  for (const { id } of waiting) await writeOrderEmails(tx, id, 'placed', { shopperOnly: true });
}
