import { api } from '../client';
import { type AdminOrdersQuery, adminOrdersQuery } from '../admin-orders-query';
import { paths } from '../paths';
import type { Order, OrderStatus } from '../schemas/orders';
import type { Answer } from './answer-schemas';
import { devCheck } from './dev-check';

export type AdminOrderPage = Answer<'adminOrders'>;
export type { AdminOrdersQuery };

/** GET /api/user/orders: the signed-in shopper's orders, newest first. */
export function getMyOrders(): Promise<Order[]> {
  return api.get(paths.myOrders, { schema: devCheck('myOrders') }).then((answer) => answer.orders);
}

/** GET /api/admin/orders: every customer's orders (or those an id search finds), newest first, a page at a time. */
export function getAdminOrders(query: AdminOrdersQuery = {}): Promise<AdminOrderPage> {
  return api.get(paths.adminOrders, { query: adminOrdersQuery(query), schema: devCheck('adminOrders') });
}

export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<void> {
  await api.put(paths.updateOrderStatus(orderId), { status }, { schema: devCheck('acknowledgement') });
}
