import {
  type ContentLanguage,
  checkoutRefusal,
  checkoutRuleMessages,
  orderReference,
  takesUpi,
} from '@dhanya/api/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { cartItems, orderLines, orders, productPacks } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { readPage } from '../content/site-content.js';
import { changeOrderStatus } from '../orders/order-status.js';
import { placeOrder, type CheckoutForm } from '../orders/place-order.js';
import { choosePaymentProvider, type PaymentProvider } from './provider.js';
import { razorpayProvider } from './razorpay.js';

/** The gateways the environment turns on (config.ts): Razorpay when its keys are set. */
export interface Gateways {
  razorpay?: PaymentProvider | undefined;
}

export const gatewaysFor = (config: Config): Gateways => ({
  razorpay: config.razorpay ? razorpayProvider(config.razorpay) : undefined,
});

/** Refunds a cancelled order's payment through the gateway that took it; the shop refunds the rest by hand. */
export const refundThrough =
  (gateways: Gateways) =>
  async (order: { paymentMethod: string | null; providerPaymentId: string | null; totalPaise: number }) =>
    order.paymentMethod === 'razorpay' && gateways.razorpay
      ? gateways.razorpay
          .refund({ providerPaymentId: order.providerPaymentId, amountPaise: order.totalPaise })
          .catch(() => {
            throw new HttpError(502, 'Razorpay could not refund this order just now. Please try again.');
          })
      : false;

/**
 * A checkout (SERVER-32) with its payment (issue 15): the provider the payment type and the
 * shop's settings choose, the shop's delivery and order rules checked against the total in the
 * checkout's transaction, and an order paid online left awaiting its payment until the shop's
 * time for it runs out. A gateway's payment is created once the order is stored; if the gateway
 * fails, the order is cancelled, its stock returned and its lines put back in the cart.
 */
export async function checkOut(
  db: Database,
  { config, gateways, log }: { config: Config; gateways: Gateways; log: FastifyBaseLogger },
  userId: string,
  form: CheckoutForm,
  language?: ContentLanguage,
): Promise<string> {
  const settings = await readPage(db, 'settings');
  const provider = choosePaymentProvider(form.paymentType, { upi: takesUpi(settings), razorpay: gateways.razorpay });
  if (!provider) throw new HttpError(409, checkoutRuleMessages.noOnlinePayment);
  const windowMs = (config.paymentWindowSeconds ?? settings.unpaidOrderHours * 3600) * 1000;
  const orderId = await placeOrder(
    db,
    userId,
    form,
    {
      method: provider.method,
      dueAt: provider.awaitsPayment ? new Date(Date.now() + windowMs) : null,
      refusal: (totalPaise) =>
        checkoutRefusal(settings, { zip: form.zip, cash: provider.method === 'cod', totalPaise }),
    },
    language,
  );
  if (provider.method === 'cod' || provider.method === 'upi') return orderId;

  try {
    const [order] = await db.select({ totalPaise: orders.totalPaise }).from(orders).where(eq(orders.id, orderId));
    const created = await provider.createPayment({
      id: orderId,
      reference: orderReference(orderId),
      totalPaise: order!.totalPaise,
    });
    await db
      .update(orders)
      .set({ providerOrderId: created.providerOrderId ?? null })
      .where(eq(orders.id, orderId));
    return orderId;
  } catch (error) {
    log.warn({ err: error, orderId }, 'the payment could not be created: the order is cancelled, its cart restored');
    await undoCheckout(db, orderId, userId);
    throw new HttpError(502, checkoutRuleMessages.onlinePaymentFailed);
  }
}

/** Cancels an order whose payment could not start, restocks it, and puts its lines back in the cart. */
async function undoCheckout(db: Database, orderId: string, userId: string): Promise<void> {
  await changeOrderStatus(db, orderId, 'cancelled', { silent: true });
  await db
    .insert(cartItems)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`${userId}::uuid`.as('user_id'),
          productId: productPacks.productId,
          packId: productPacks.id,
          quantity: orderLines.quantity,
          createdAt: sql`now()`.as('created_at'),
        })
        .from(orderLines)
        .innerJoin(productPacks, eq(productPacks.id, orderLines.packId))
        .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.packId))),
    )
    .onConflictDoNothing();
}
