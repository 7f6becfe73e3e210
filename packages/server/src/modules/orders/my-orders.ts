import type { Order as OrderView } from '@dhanya/api/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema.js';
import { linesOf, toOrderView } from './order-view.js';

/** The caller's own orders, newest first, with what was bought (SERVER-37). */
export async function ordersOf(db: Database, userId: string): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const lines = await linesOf(
    db,
    rows.map((order) => order.id),
  );
  return rows.map((order) => toOrderView(order, lines.get(order.id) ?? []));
}
