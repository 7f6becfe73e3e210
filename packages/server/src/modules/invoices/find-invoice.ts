import { type Invoice, invoiceMessages } from '@dhanya/api/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { linesOf } from '../orders/order-view.js';
import { toInvoice } from './invoice-view.js';

/** An order's invoice: any order's for the staff, only their own for a shopper (another's is as absent). */
export async function findInvoice(db: Database, orderId: string, shopperId?: string): Promise<Invoice> {
  const [order] = await db
    .select()
    .from(orders)
    .where(shopperId ? and(eq(orders.id, orderId), eq(orders.userId, shopperId)) : eq(orders.id, orderId));
  if (!order) throw new HttpError(404, 'Order not found');
  const { invoiceNumber, invoicedAt, invoiceSupplier } = order;
  if (!invoiceNumber || !invoicedAt || !invoiceSupplier) throw new HttpError(404, invoiceMessages.notYet);
  const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
  return toInvoice({ ...order, invoiceNumber, invoicedAt }, lines, invoiceSupplier);
}
