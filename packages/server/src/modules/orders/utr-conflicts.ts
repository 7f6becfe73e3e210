import { inArray } from 'drizzle-orm';
import { orderReference } from '@dhanya/api/contract';
import type { Database } from '../../db/database.js';
import { orders, type Order } from '../../db/schema.js';

export interface UtrConflict {
  /** The other order, as the staff call it. */
  reference: string;
  /** Whether the UTR paid it (else its shopper gave the same UTR). */
  paid: boolean;
}

/**
 * For each order carrying a UTR, another order carrying the same one: the order it paid first,
 * else (for an order not yet paid) one whose shopper gave it too. The staff are warned before
 * they confirm one payment for two orders.
 */
export async function utrConflicts(
  db: Database,
  listed: Pick<Order, 'id' | 'paymentReference' | 'paymentStatus'>[],
): Promise<Map<string, UtrConflict>> {
  const conflicts = new Map<string, UtrConflict>();
  const utrs = [...new Set(listed.flatMap((order) => (order.paymentReference ? [order.paymentReference] : [])))];
  if (utrs.length === 0) return conflicts;
  const sharing = await db
    .select({ id: orders.id, utr: orders.paymentReference, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(inArray(orders.paymentReference, utrs));
  for (const order of listed) {
    const others = sharing.filter((other) => other.utr === order.paymentReference && other.id !== order.id);
    const paid = others.find((other) => other.paymentStatus !== 'unpaid');
    const other = paid ?? (order.paymentStatus === 'unpaid' ? others[0] : undefined);
    if (other) conflicts.set(order.id, { reference: orderReference(other.id), paid: other === paid });
  }
  return conflicts;
}
