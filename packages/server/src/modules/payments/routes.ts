import {
  awaitsUpiPayment,
  checkoutRulesOf,
  checkoutRulesSchema,
  deliveryCheckSchema,
  deliveryMessages,
  deliveryTo,
  isPincode,
  markPaidMessages,
  markPaidRequestSchema,
  orderPaymentSchema,
  orderReference,
  orderRuleMessages,
  orderStatusResponseSchema,
  paths,
  pincodeParams,
  utrRequestSchema,
} from '@dhanya/api/contract';
import { and, eq } from 'drizzle-orm';
import { currentUser } from '../../auth/current-user.js';
import { createReadCache } from '../../cache/read-cache.js';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { idParams, messageSchema } from '../../http/route-schemas.js';
import type { ServerModule } from '../../server-types.js';
import { contentTopic } from '../content/context.js';
import { readPage } from '../content/site-content.js';
import { gatewaysFor } from './checkout.js';
import { markOrderPaid } from './mark-paid.js';
import { orderPaidBy } from './payment-references.js';
import { sweepUnpaidOrders } from './payment-expiry.js';
import { paymentView } from './payment-view.js';

const orderNotFound = 'Order not found';

async function ownOrder(db: Database, orderId: string, userId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  // Another shopper's order is as absent as one that never was.
  if (!order) throw new HttpError(404, orderNotFound);
  return order;
}

/**
 * Paying orders (issue 15): the shopper's payment page and UTR, the staff's confirmation,
 * Razorpay's webhook, the sweep that cancels unpaid orders past their time, and what the
 * checkouts ask first (where the shop delivers, its payment methods and limits).
 */
const paymentsModule: ServerModule = async (app, { db, config, changes }) => {
  const gateways = gatewaysFor(config);
  const cache = await createReadCache(app, changes, contentTopic, { maxBytes: config.readCacheBytes });
  const settings = () => readPage(db, 'settings');
  sweepUnpaidOrders(app, db, changes, (config.paymentSweepSeconds ?? 60) * 1000);

  app.get(paths.checkoutRules, { schema: { response: { 200: checkoutRulesSchema } } }, (request, reply) =>
    cache.send(request, reply, async () =>
      checkoutRulesOf(await settings(), { razorpay: gateways.razorpay !== undefined }),
    ),
  );

  app.get(
    paths.deliveryCheck.route,
    { schema: { params: pincodeParams, response: { 200: deliveryCheckSchema } } },
    (request, reply) => {
      const { pincode } = request.params;
      if (!isPincode(pincode)) throw new HttpError(400, deliveryMessages.invalid);
      return cache.send(request, reply, async () => deliveryTo(await settings(), pincode));
    },
  );

  app.get(
    paths.orderPayment.route,
    { preValidation: app.authenticate, schema: { params: idParams, response: { 200: orderPaymentSchema } } },
    async (request) => {
      const order = await ownOrder(db, request.params.id, currentUser(request).id);
      return paymentView(order, await settings(), config.razorpay);
    },
  );

  app.post(
    paths.orderUtr.route,
    {
      preValidation: app.authenticate,
      schema: { params: idParams, body: utrRequestSchema, response: { 200: orderPaymentSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const shopperId = currentUser(request).id;
      const order = await ownOrder(db, id, shopperId);
      if (!awaitsUpiPayment(order)) throw new HttpError(409, orderRuleMessages.notWaitingForUpi);
      const paid = await orderPaidBy(db, 'utr', request.body.utr, id);
      if (paid) {
        // Another shopper's order is never named.
        const which = paid.userId === shopperId ? `your order ${orderReference(paid.orderId)}` : 'another order';
        throw new HttpError(409, `This UTR already paid ${which}. Check this payment's UTR in your UPI app.`);
      }
      const [updated] = await db
        .update(orders)
        .set({ paymentReference: request.body.utr })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')))
        .returning();
      if (!updated) throw new HttpError(409, orderRuleMessages.notWaitingForUpi);
      return paymentView(updated, await settings(), config.razorpay);
    },
  );

  app.post(
    paths.markOrderPaid.route,
    {
      preValidation: app.requireAdmin,
      schema: { params: idParams, body: markPaidRequestSchema, response: { 200: orderStatusResponseSchema } },
    },
    async (request) => {
      const result = await markOrderPaid(db, { orderId: request.params.id }, { reference: request.body.utr });
      if (result.outcome === 'not-found') throw new HttpError(404, orderNotFound);
      if (result.outcome === 'reference-used') {
        throw new HttpError(
          409,
          `UTR ${result.reference} already paid order ${orderReference(result.paid.orderId)}. Check the payment in your bank statement.`,
        );
      }
      if (result.outcome === 'cancelled') {
        throw new HttpError(409, orderRuleMessages.cancelledNotPayable);
      }
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, result.orderId));
      return {
        msg: result.outcome === 'paid' ? markPaidMessages.recorded : markPaidMessages.alreadyPaid,
        status: order!.status as 'placed',
      };
    },
  );

  // Razorpay signs the body as it sent it: this route reads it raw, in a context of its own.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(paths.razorpayWebhook, { schema: { response: { 200: messageSchema } } }, async (request) => {
      const razorpay = gateways.razorpay;
      if (!razorpay?.readWebhook) throw new HttpError(404, 'Razorpay is not set up at this shop');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      const reading = razorpay.readWebhook(body, typeof signature === 'string' ? signature : undefined);
      if (reading === 'forged') throw new HttpError(401, 'The webhook signature does not match');
      if ('ignored' in reading) return { msg: `Ignored: ${reading.ignored}` };
      const { payment } = reading;
      const result = await markOrderPaid(db, { providerOrderId: payment.providerOrderId }, payment);
      if (result.outcome === 'amount-differs') {
        request.log.warn({ payment, totalPaise: result.totalPaise }, 'a Razorpay payment is not the order total');
      }
      if (result.outcome === 'cancelled') {
        request.log.warn({ payment }, 'a Razorpay payment came for a cancelled order: it is marked to refund');
      }
      if (result.outcome === 'reference-used') {
        request.log.warn(
          { payment, paidOrderId: result.paid.orderId },
          'a Razorpay payment already paid another order',
        );
      }
      // Razorpay retries anything but a 2xx: an order it does not know is acknowledged too.
      return { msg: result.outcome };
    });
  });
};

export default paymentsModule;
