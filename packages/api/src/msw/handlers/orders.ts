import { HttpResponse } from 'msw';
import { awaitingPaymentFirst } from '../../order-display';
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
      const orders = found.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ orders, page, pageSize, total: found.length });
    }),
    route.put(paths.updateOrderStatus.route, async ({ request, params }) => {
      requireAdmin(request);
      const { status } = validate(orderStatusRequestSchema, await jsonBody(request));
      const id = param(params.id);
      const changed = [...db.adminOrders, ...db.orders].filter((order) => order._id === id);
      if (changed.length === 0) failWith(404, 'Order not found');
      const creditNote = changed.find((order) => order.creditNoteNumber)?.creditNoteNumber;
      if (creditNote && changed.some((order) => order.status !== status)) {
        failWith(409, `This order's invoice was cancelled by credit note ${creditNote}: place a new order instead`);
      }
      for (const order of changed) order.status = status;
      if (status === 'cancelled') creditNoteOrder(changed);
      // Cash is paid on delivery, and the order invoiced then, as the server does.
      if (status === 'delivered' && changed.every((order) => order.paymentMethod === 'cod')) {
        for (const order of changed) order.paymentStatus = 'paid';
        invoiceOrder(changed);
      }
      return HttpResponse.json({ msg: 'Order status updated' });
    }),
  ];
}
