import {
  type OrderEvent,
  type OrderStatus,
  collectsCashOnDelivery,
  lineName,
  shortOfStockMessage,
  statusChangeRefusal,
} from '@dhanya/api/contract';
import { and, asc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { orderLines, orders, productPacks, products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { readPage } from '../content/site-content.js';
import { issueCreditNote, issueInvoiceNumber } from '../invoices/invoice-numbers.js';
import { dropUnsentOrderEmails, writeOrderEmails } from '../notifications/order-emails.js';

export interface StatusChangeOptions {
  /** Gives a paid order's money back when it is cancelled; false when the shop must do it by hand. */
  refund?: (order: {
    paymentMethod: string | null;
    providerPaymentId: string | null;
    totalPaise: number;
  }) => Promise<boolean>;
  /** No e-mail, and the order's unsent ones dropped: a checkout undone before the shopper saw it. */
  silent?: boolean;
}

/** The events the shopper is e-mailed about when the staff set them. */
const emailed = new Set<OrderStatus>(['shipped', 'delivered', 'cancelled']);

/**
 * Sets an order's status for the shop's staff. Cancelling puts the lines back into stock, and
 * a paid order's money is refunded (by its provider, or marked due for the shop to pay back);
 * taking a cancelled order up again takes the stock again, guarded like a checkout, and is
 * refused with 409 when it is no longer there. An order awaiting payment can only be
 * cancelled (or marked paid, mark-paid.ts). A cash order delivered is paid, and invoiced; an
 * invoiced order cancelled gets a credit note. The
 * shopper is e-mailed when an order ships, is delivered or is cancelled. The order's row is locked first, so a repeated or
 * concurrent change finds it done already and changes no stock twice. Returns false when no
 * such order exists.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  status: OrderStatus,
  options: StatusChangeOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        providerPaymentId: orders.providerPaymentId,
        totalPaise: orders.totalPaise,
        creditNoteNumber: orders.creditNoteNumber,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) return false;
    if (order.status === status) return true;
    const refusal = statusChangeRefusal(order, status);
    if (refusal) throw new HttpError(409, refusal);

    let paymentStatus = order.paymentStatus;
    if (status === 'cancelled') {
      await restock(tx, orderId);
      if (order.paymentStatus === 'paid') {
        paymentStatus = (await options.refund?.(order)) ? 'refunded' : 'refund_due';
      }
    } else if (order.status === 'cancelled') await takeStockAgain(tx, orderId);

    const cashCollected = collectsCashOnDelivery({ ...order, paymentStatus }, status);
    const now = new Date();
    await tx
      .update(orders)
      .set({ status, paymentStatus: cashCollected ? 'paid' : paymentStatus, ...(cashCollected ? { paidAt: now } : {}) })
      .where(eq(orders.id, orderId));
    if (cashCollected) {
      await issueInvoiceNumber(tx, orderId, await readPage(tx, 'settings'), now);
    }
    if (status === 'cancelled') await issueCreditNote(tx, orderId, now);
    if (options.silent) await dropUnsentOrderEmails(tx, orderId);
    else if (emailed.has(status)) await writeOrderEmails(tx, orderId, status as OrderEvent);
    return true;
  });
}

/**
 * Cancels an order still awaiting its payment once its time has passed, and restocks it; false
 * when it was paid, cancelled or given more time meanwhile (the row is locked, then looked at).
 */
export async function expireUnpaidOrder(db: Database, orderId: string, now: Date): Promise<boolean> {
  const outcome = await cancelAwaitingPayment(db, eq(orders.id, orderId), (order) =>
    Boolean(order.paymentDueAt && order.paymentDueAt <= now),
  );
  return outcome === 'cancelled';
}

export type ShopperCancelOutcome = 'cancelled' | 'not-awaiting-payment' | 'not-found';

/**
 * The shopper cancels their own order still waiting for its payment: its stock is on sale
 * again at once. Another shopper's order is as absent as one that never was.
 */
export function cancelOwnUnpaidOrder(db: Database, orderId: string, userId: string): Promise<ShopperCancelOutcome> {
  return cancelAwaitingPayment(db, and(eq(orders.id, orderId), eq(orders.userId, userId))!, () => true);
}

/** Locks the order, and cancels and restocks it if it still awaits its payment and `when` agrees. */
async function cancelAwaitingPayment(
  db: Database,
  which: SQL,
  when: (order: { paymentDueAt: Date | null }) => boolean,
): Promise<ShopperCancelOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, paymentDueAt: orders.paymentDueAt })
      .from(orders)
      .where(which)
      .for('update');
    if (!order) return 'not-found';
    if (order.status !== 'awaiting_payment' || !when(order)) return 'not-awaiting-payment';
    await restock(tx, order.id);
    await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    await writeOrderEmails(tx, order.id, 'cancelled');
    return 'cancelled';
  });
}

/** The lines whose pack still exists in the catalogue, in (product, pack) order: the checkout's lock order. */
function stockedLines(tx: Transaction, orderId: string) {
  return tx
    .select({
      packId: productPacks.id,
      quantity: orderLines.quantity,
      title: products.title,
      label: productPacks.label,
      packCount: products.packCount,
    })
    .from(orderLines)
    .innerJoin(productPacks, eq(productPacks.id, orderLines.packId))
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.packId)))
    .orderBy(asc(products.id), asc(productPacks.id));
}

async function restock(tx: Transaction, orderId: string): Promise<void> {
  for (const line of await stockedLines(tx, orderId)) {
    await tx
      .update(productPacks)
      .set({ stock: sql`${productPacks.stock} + ${line.quantity}` })
      .where(eq(productPacks.id, line.packId));
  }
}

async function takeStockAgain(tx: Transaction, orderId: string): Promise<void> {
  for (const line of await stockedLines(tx, orderId)) {
    const taken = await tx
      .update(productPacks)
      .set({ stock: sql`${productPacks.stock} - ${line.quantity}` })
      .where(and(eq(productPacks.id, line.packId), gte(productPacks.stock, line.quantity)))
      .returning({ stock: productPacks.stock });
    if (taken.length === 0) {
      const [short] = await tx
        .select({ stock: productPacks.stock })
        .from(productPacks)
        .where(eq(productPacks.id, line.packId));
      throw new HttpError(
        409,
        shortOfStockMessage(lineName(line.title, line.label, line.packCount), short?.stock ?? 0),
      );
    }
  }
}
