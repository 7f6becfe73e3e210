import {
  type ShopSettings,
  creditNoteNumber,
  creditNoteSeries,
  financialYearOf,
  invoiceNumber,
} from '@dhanya/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { invoiceCounters } from '../../db/notice-schema.js';
import { orders } from '../../db/schema.js';

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
  const number = invoiceNumber(shop.invoicePrefix, financialYear, await nextInSeries(tx, financialYear));
  // The seller's details as they are today are the invoice's for good.
  const supplier = { legalName: shop.legalName, address: shop.address, gstin: shop.gstin, state: shop.state };
  await tx
    .update(orders)
    .set({ invoiceNumber: number, invoicedAt: at, invoiceSupplier: supplier })
    .where(eq(orders.id, orderId));
  return number;
}

/** The next number of a series (a financial year's invoices, "26-27", or its credit notes, "CN/26-27"). */
async function nextInSeries(tx: Transaction, series: string): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return counter!.lastNumber;
}

/**
 * Cancelling an invoiced order cancels its invoice with a credit note for the whole of it:
 * "CN/26-27/000001", numbered like invoices in a series of its own. Orders never invoiced
 * need none (undefined); a second cancellation keeps the first note.
 */
export async function issueCreditNote(tx: Transaction, orderId: string, at: Date): Promise<string | undefined> {
  const [order] = await tx
    .select({ invoiceNumber: orders.invoiceNumber, creditNoteNumber: orders.creditNoteNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.invoiceNumber) return undefined;
  if (order.creditNoteNumber) return order.creditNoteNumber;
  const financialYear = financialYearOf(at);
  const number = creditNoteNumber(financialYear, await nextInSeries(tx, creditNoteSeries(financialYear)));
  await tx.update(orders).set({ creditNoteNumber: number, creditNotedAt: at }).where(eq(orders.id, orderId));
  return number;
}
