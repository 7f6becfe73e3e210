import type { AdminOrder } from '@dhanya/api/contract';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, users } from '../../db/schema.js';
import { linesOf, toOrderView } from './order-view.js';

export interface OrderPage {
  orders: AdminOrder[];
  page: number;
  pageSize: number;
  total: number;
}

/** Every customer's orders for the shop's staff, newest first, one page at a time. */
export async function listOrders(db: Database, page: number, pageSize: number): Promise<OrderPage> {
  const rows = await db
    .select({
      order: getTableColumns(orders),
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(orders);
  const lines = await linesOf(
    db,
    rows.map(({ order }) => order.id),
  );
  return {
    orders: rows.map(({ order, customer }) => ({
      ...toOrderView(order, lines.get(order.id) ?? []),
      // The shop keeps an order whose customer deleted the account (no customer then).
      customer: customer
        ? {
            _id: customer.id,
            name: `${customer.firstName} ${customer.lastName}`.trim(),
            email: customer.email,
          }
        : null,
    })),
    page,
    pageSize,
    total: counted?.total ?? 0,
  };
}
