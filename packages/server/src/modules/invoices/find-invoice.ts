import { type Invoice, invoiceMessages } from '@dhanya/api/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { readPage } from '../content/site-content.js';
import { linesOf } from '../orders/order-view.js';
import { toInvoice } from './invoice-view.js';

/** An order's invoice: any order's for the staff, only their own for a shopper (another's is as absent). */
export async function findInvoice(db: Database, orderId: string, shopperId?: string): Promise<Invoice> {
  const [order] = await db
    .select()
    .from(orders)
    .where(shopperId ? and(eq(orders.id, orderId), eq(orders.userId, shopperId)) : eq(orders.id, orderId));
  if (!order) throw new HttpError(404, 'Order not found');
  const { invoiceNumber, invoicedAt } = order;
  if (!invoiceNumber || !invoicedAt) throw new HttpError(404, invoiceMessages.notYet);
  const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
  return toInvoice({ ...order, invoiceNumber, invoicedAt }, lines, await readPage(db, 'settings'));
}

/** "DH/26-27/000123" → "invoice-DH-26-27-000123.pdf". */
export const invoiceFileName = (number: string) => `invoice-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
