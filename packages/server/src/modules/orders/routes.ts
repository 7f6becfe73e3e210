import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  checkoutRequestSchema,
  contentReading,
  checkoutResponseSchema,
  myOrdersResponseSchema,
  orderRuleMessages,
  orderStatusRequestSchema,
  orderStatusResponseSchema,
  paths,
  simpleCheckoutResponseSchema,
} from '@dhanya/api/contract';
import { limitPerAccount } from '../../http/rate-limits/policy.js';
import { idParams } from '../../http/route-schemas.js';
import { currentUser } from '../../auth/current-user.js';
import { HttpError } from '../../http/errors.js';
import { catalogTopic } from '../catalog/context.js';
import type { ServerModule } from '../../server-types.js';
import { listOrders } from './admin-orders.js';
import { ordersOf } from './my-orders.js';
import { cancelOwnUnpaidOrder, changeOrderStatus } from './order-status.js';
import { checkOut, gatewaysFor, refundThrough } from '../payments/checkout.js';

const orderPlaced = 'Order placed successfully!';

/** Both checkouts, the shopper's orders and the staff's order list. */
const ordersModule: ServerModule = async (app, { db, changes, config }) => {
  const payments = { config, gateways: gatewaysFor(config), log: app.log };
  // Stock shown in the catalogue changes with every order: cached catalogue reads must go.
  const stockChanged = () => changes.publish(catalogTopic, 'stock');
  const checkoutLimit = { rateLimit: limitPerAccount(config, 'checkout') };

  // The two checkouts share validation and transaction and differ only in their answer (SERVER-36).
  app.post(
    paths.checkout,
    {
      config: checkoutLimit,
      preValidation: app.authenticate,
      schema: { body: checkoutRequestSchema, response: { 201: checkoutResponseSchema } },
    },
    async (request, reply) => {
      const orderId = await checkOut(
        db,
        payments,
        currentUser(request).id,
        request.body,
        contentReading(request.query).language,
      );
      await stockChanged();
      return reply.code(201).send({ data: { orderId }, msg: orderPlaced });
    },
  );

  app.post(
    paths.simpleCheckout,
    {
      config: checkoutLimit,
      preValidation: app.authenticate,
      schema: { body: checkoutRequestSchema, response: { 200: simpleCheckoutResponseSchema } },
    },
    async (request) => {
      const orderId = await checkOut(
        db,
        payments,
        currentUser(request).id,
        request.body,
        contentReading(request.query).language,
      );
      await stockChanged();
      return { msg: orderPlaced, orderId };
    },
  );

  app.get(
    paths.myOrders,
    { preValidation: app.authenticate, schema: { response: { 200: myOrdersResponseSchema } } },
    async (request) => ({ orders: await ordersOf(db, currentUser(request).id) }),
  );

  app.post(
    paths.cancelMyOrder.route,
    {
      preValidation: app.authenticate,
      schema: { params: idParams, response: { 200: orderStatusResponseSchema } },
    },
    async (request) => {
      const outcome = await cancelOwnUnpaidOrder(db, request.params.id, currentUser(request).id);
      if (outcome === 'not-found') throw new HttpError(404, 'Order not found');
      if (outcome === 'not-awaiting-payment') {
        throw new HttpError(409, orderRuleMessages.shopperCancelsUnpaidOnly);
      }
      await stockChanged();
      return { msg: 'Order cancelled', status: 'cancelled' as const };
    },
  );

  app.get(
    paths.adminOrders,
    {
      preValidation: app.requireAdmin,
      schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrdersResponseSchema } },
    },
    async (request) => listOrders(db, request.query),
  );

  app.put(
    paths.updateOrderStatus.route,
    {
      preValidation: app.requireAdmin,
      schema: { params: idParams, body: orderStatusRequestSchema, response: { 200: orderStatusResponseSchema } },
    },
    async (request) => {
      const { status } = request.body;
      const refund = refundThrough(payments.gateways);
      if (!(await changeOrderStatus(db, request.params.id, status, { refund }))) {
        throw new HttpError(404, 'Order not found');
      }
      await stockChanged();
      return { msg: 'Order status updated', status };
    },
  );
};

export default ordersModule;
