import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema.js';
import { readPage } from '../content/site-content.js';
import { issueInvoiceNumber } from '../invoices/invoice-numbers.js';
import { writeOrderEmails } from '../notifications/order-emails.js';
import { type PaidOrder, recordPaymentReference } from './payment-references.js';

export type MarkPaidResult =
  | { outcome: 'paid' | 'already-paid'; orderId: string }
  /** The money came for an order cancelled meanwhile: it is marked for a refund. */
  | { outcome: 'cancelled'; orderId: string }
  | { outcome: 'amount-differs'; orderId: string; totalPaise: number }
  /** The UTR or gateway payment already paid another order: nothing changes. */
  | { outcome: 'reference-used'; orderId: string; reference: string; paid: PaidOrder }
  | { outcome: 'not-found' };

export interface PaymentSeen {
  /** The UTR, when the staff saw one. */
  reference?: string | undefined;
  /** A gateway's payment, with the amount it says was paid. */
  providerPaymentId?: string | undefined;
  amountPaise?: number | undefined;
}

/**
 * Records an order's payment once, however often it is told (a webhook retried, two staff
 * clicking): the row is locked, and an order already paid is left as it is. An order awaiting
 * its payment is then placed. A paid order gets its invoice number, and the shopper an e-mail,
 * in the same transaction. A gateway's payment for an order cancelled meanwhile (it
 * expired) is recorded as owed back; a gateway's amount that is not the order's total pays
 * nothing. A UTR or gateway payment pays one order: one that already paid another pays nothing.
 */
export async function markOrderPaid(
  db: Database,
  which: { orderId: string } | { providerOrderId: string },
  seen: PaymentSeen,
): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
        paymentReference: orders.paymentReference,
      })
      .from(orders)
      .where('orderId' in which ? eq(orders.id, which.orderId) : eq(orders.providerOrderId, which.providerOrderId))
      .for('update');
    if (!order) return { outcome: 'not-found' };
    const orderId = order.id;
    if (order.paymentStatus !== 'unpaid') return { outcome: 'already-paid', orderId };
    if (seen.amountPaise !== undefined && seen.amountPaise !== order.totalPaise) {
      return { outcome: 'amount-differs', orderId, totalPaise: order.totalPaise };
    }
    // Staff cannot confirm cash for a cancelled order; a gateway's money for one is owed back.
    if (order.status === 'cancelled' && !seen.providerPaymentId) return { outcome: 'cancelled', orderId };
    const reference = paymentReferenceOf(seen, order.paymentReference);
    if (reference) {
      const paid = await recordPaymentReference(tx, reference.kind, reference.value, orderId);
      if (paid) return { outcome: 'reference-used', orderId, reference: reference.value, paid };
    }
    const payment = {
      paidAt: new Date(),
      ...(seen.reference ? { paymentReference: seen.reference } : {}),
      ...(seen.providerPaymentId ? { providerPaymentId: seen.providerPaymentId } : {}),
    };
    if (order.status === 'cancelled') {
      await tx
        .update(orders)
        .set({ ...payment, paymentStatus: 'refund_due' })
        .where(eq(orders.id, orderId));
      return { outcome: 'cancelled', orderId };
    }
    await tx
      .update(orders)
      .set({
        ...payment,
        paymentStatus: 'paid',
        ...(order.status === 'awaiting_payment' ? { status: 'placed', paymentDueAt: null } : {}),
      })
      .where(eq(orders.id, orderId));
    await issueInvoiceNumber(tx, orderId, await readPage(tx, 'settings'), payment.paidAt);
    await writeOrderEmails(tx, orderId, 'paid');
    return { outcome: 'paid', orderId };
  });
}

/**
 * What the payment is known by: the gateway's payment id, or the UTR the staff saw, or else the
 * one the shopper gave (staff confirming it without typing their own).
 */
function paymentReferenceOf(seen: PaymentSeen, shopperUtr: string | null) {
  if (seen.providerPaymentId) return { kind: 'razorpay', value: seen.providerPaymentId } as const;
  const utr = seen.reference ?? shopperUtr;
  return utr ? ({ kind: 'utr', value: utr } as const) : undefined;
}
