import { HttpResponse } from 'msw';
import { awaitingPaymentFirst } from '../../order-display';
import { collectsCashOnDelivery, statusChangeRefusal } from '../../order-status-rules';
import { pageOffset } from '../../paging';
import { paths } from '../../paths';
import { adminOrdersQuerySchema, orderIdSearchMinLength, orderStatusRequestSchema } from '../../schemas/orders';
import {
  type MockOptions,
  failWith,
  jsonBody,
  mockRoutes,
  param,
  requireAdmin,
  signedInUser,
  validate,
} from '../respond';
import { creditNoteOrder, invoiceOrder } from '../invoice-numbers';
import { db } from '../store';

/**
 * The server's id search on the demo's ids, which are not UUIDs ("order-1004"): the text,
 * already trimmed and lower-cased, of at least the minimum length, starts the id.
 */
const startsOrderId = (id: string, text: string) => text.length >= orderIdSearchMinLength && id.startsWith(text);

/** The shopper's orders and the admin Orders tab. */
export function orderHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const { empty } = route;
  return [
    route.get(paths.myOrders, ({ request }) => {
      signedInUser(request);
      return HttpResponse.json({ orders: empty ? [] : db.orders });
    }),
    route.get(paths.adminOrders, ({ request }) => {
      requireAdmin(request);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const { page, pageSize, orderId } = validate(adminOrdersQuerySchema, query);
      const all = empty ? [] : awaitingPaymentFirst(db.adminOrders);
      const found = orderId ? all.filter((order) => startsOrderId(order._id, orderId)) : all;
      const orders = found.slice(pageOffset(page, pageSize), pageOffset(page + 1, pageSize));
      return HttpResponse.json({ orders, page, pageSize, total: found.length });
    }),
    route.put(paths.updateOrderStatus.route, async ({ request, params }) => {
      requireAdmin(request);
      const { status } = validate(orderStatusRequestSchema, await jsonBody(request));
      const id = param(params.id);
      const changed = [...db.adminOrders, ...db.orders].filter((order) => order._id === id);
      const [order] = changed;
      if (!order) failWith(404, 'Order not found');
      const refusal = statusChangeRefusal(order, status);
      if (refusal) failWith(409, refusal);
      if (order.status === status) return HttpResponse.json({ msg: 'Order status updated' });
      const cashCollected = collectsCashOnDelivery(order, status);
      for (const copy of changed) {
        copy.status = status;
        if (cashCollected) copy.paymentStatus = 'paid';
      }
      if (status === 'cancelled') creditNoteOrder(changed);
      if (cashCollected) invoiceOrder(changed);
      return HttpResponse.json({ msg: 'Order status updated' });
    }),
  ];
}
