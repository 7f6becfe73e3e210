import type { ShopSettings } from '@dhanya/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { invoiceCounters } from '../../db/notice-schema.js';
import { orders } from '../../db/schema.js';
import { financialYearOf } from './financial-year.js';

/** Six digits: a million invoices a year, and "ABC/26-27/000123" stays within GST's 16 characters. */
const digits = 6;

/**
 * Gives an order its invoice number, once: "DH/26-27/000123", the next of its financial year,
 * with the shop's name, address, GSTIN and state as the invoice will show them.
 * Call it in the transaction that makes the order invoiceable (paid, or a cash order
 * delivered) with the order's row locked. The year's counter row is locked by its increment
 * until that transaction ends, so concurrent invoices queue and none is skipped or repeated;
 * a transaction that rolls back takes its number back with it.
 */
export async function issueInvoiceNumber(
  tx: Transaction,
  orderId: string,
  shop: Pick<ShopSettings, 'invoicePrefix' | 'legalName' | 'address' | 'gstin' | 'state'>,
  at: Date,
): Promise<string> {
  const [order] = await tx.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId));
  if (order?.invoiceNumber) return order.invoiceNumber;

  const financialYear = financialYearOf(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const number = `${shop.invoicePrefix}/${financialYear}/${String(counter!.lastNumber).padStart(digits, '0')}`;
  // The seller's details as they are today are the invoice's for good.
  const supplier = { legalName: shop.legalName, address: shop.address, gstin: shop.gstin, state: shop.state };
  await tx
    .update(orders)
    .set({ invoiceNumber: number, invoicedAt: at, invoiceSupplier: supplier })
    .where(eq(orders.id, orderId));
  return number;
}
