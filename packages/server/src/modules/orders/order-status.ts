import type { OrderStatus } from '@dhanya/api/contract';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { orderLines, orders, products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { shortOfStockMessage } from '../cart/change-cart.js';

/**
 * Sets an order's status for the shop's staff. Cancelling puts the lines back into stock;
 * taking a cancelled order up again takes the stock again, guarded like a checkout, and is
 * refused with 409 when it is no longer there. The order's row is locked first, so a
 * repeated or concurrent cancel finds it cancelled already and changes no stock twice.
 * Returns false when no such order exists.
 */
export async function changeOrderStatus(db: Database, orderId: string, status: OrderStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return false;
    if (order.status === status) return true;

    if (status === 'cancelled') await restock(tx, orderId);
    else if (order.status === 'cancelled') await takeStockAgain(tx, orderId);

    await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
    return true;
  });
}

/** The lines whose product still exists in the catalogue, in product id order (fixed lock order). */
function stockedLines(tx: Transaction, orderId: string) {
  return tx
    .select({ productId: products.id, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)))
    .orderBy(asc(products.id));
}

async function restock(tx: Transaction, orderId: string): Promise<void> {
  for (const line of await stockedLines(tx, orderId)) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

async function takeStockAgain(tx: Transaction, orderId: string): Promise<void> {
  for (const line of await stockedLines(tx, orderId)) {
    const taken = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.quantity, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [short] = await tx
        .select({ title: products.title, stock: products.quantity })
        .from(products)
        .where(eq(products.id, line.productId));
      throw new HttpError(409, shortOfStockMessage(short?.title ?? 'A product', short?.stock ?? 0));
    }
  }
}
