import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { orders, paymentReferences, type paymentReferenceKinds } from '../../db/schema.js';

export type PaymentReferenceKind = (typeof paymentReferenceKinds)[number];

/** The order a payment reference paid, and whose order it is. */
export interface PaidOrder {
  orderId: string;
  userId: string | null;
}

/** The order, other than `orderId`, that this UTR or gateway payment already paid; null when none. */
export async function orderPaidBy(
  db: Database | Transaction,
  kind: PaymentReferenceKind,
  reference: string,
  orderId: string,
): Promise<PaidOrder | null> {
  const [paid] = await db
    .select({ orderId: paymentReferences.orderId, userId: orders.userId })
    .from(paymentReferences)
    .innerJoin(orders, eq(orders.id, paymentReferences.orderId))
    .where(and(eq(paymentReferences.kind, kind), eq(paymentReferences.reference, reference)));
  return paid && paid.orderId !== orderId ? paid : null;
}

/**
 * Records that the reference paid the order, inside the transaction that marks it paid. When
 * another order holds it, it is left there and that order is answered: the reference's key
 * makes a payment recorded at the same moment wait, then find it taken.
 */
export async function recordPaymentReference(
  tx: Transaction,
  kind: PaymentReferenceKind,
  reference: string,
  orderId: string,
): Promise<PaidOrder | null> {
  const inserted = await tx
    .insert(paymentReferences)
    .values({ kind, reference, orderId })
    .onConflictDoNothing()
    .returning({ orderId: paymentReferences.orderId });
  if (inserted.length > 0) return null;
  return orderPaidBy(tx, kind, reference, orderId);
}
