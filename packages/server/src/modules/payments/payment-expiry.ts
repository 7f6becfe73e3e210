import { and, asc, eq, lte } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/changes.js';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema.js';
import type { App } from '../../server-types.js';
import { catalogTopic } from '../catalog/context.js';
import { expireUnpaidOrder } from '../orders/order-status.js';

/** The most orders one sweep cancels; the next sweep takes the rest. */
const batchSize = 200;

/** Cancels and restocks every order whose payment did not come in time; answers how many. */
async function expireUnpaidOrders(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.paymentDueAt, now)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(batchSize);
  let expired = 0;
  for (const { id } of due) if (await expireUnpaidOrder(db, id, now)) expired++;
  return expired;
}

/**
 * Looks for unpaid orders past their time when the server starts and every `everyMs` after.
 * The deadline is stored with the order, so a restart, or several servers sweeping one
 * database, loses and doubles nothing: each order is cancelled under its row's lock, once.
 */
export function sweepUnpaidOrders(app: App, db: Database, changes: ChangeFeed, everyMs: number): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    running ??= expireUnpaidOrders(db)
      .then(async (expired) => {
        if (expired === 0) return;
        app.log.info({ expired }, 'cancelled unpaid orders past their time and restocked them');
        await changes.publish(catalogTopic, 'stock');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not cancel unpaid orders'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
