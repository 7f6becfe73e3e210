import { type AdminOrder, pageOffset } from '@dhanya/api/contract';
import { between, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, users } from '../../db/schema.js';
import { orderIdRange } from './order-id-range.js';
import { linesOf, toOrderView } from './order-view.js';
import { utrConflicts } from './utr-conflicts.js';

export interface OrderPage {
  orders: AdminOrder[];
  page: number;
  pageSize: number;
  total: number;
}

export interface OrderQuery {
  page: number;
  pageSize: number;
  /** The start of the order id, lower case; blank or missing for every order. */
  orderId?: string;
}

/** The orders `orderId` asks for: all of them, those whose id starts with it, or none. */
function orderIdFilter(orderId: string | undefined): SQL | undefined {
  if (!orderId) return undefined;
  const range = orderIdRange(orderId);
  return range ? between(orders.id, range.first, range.last) : sql`false`;
}

/** The orders the staff must act on (mark paid, or cancel) lead the list. */
const awaitingPaymentFirst = sql`(${orders.status} = 'awaiting_payment') desc`;

/** Every customer's orders for the shop's staff: awaiting payment first, then newest first; a page at a time. */
export async function listOrders(db: Database, { page, pageSize, orderId }: OrderQuery): Promise<OrderPage> {
  const filter = orderIdFilter(orderId);
  const rows = await db
    .select({
      order: getTableColumns(orders),
      customer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phoneNumber,
      },
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(filter)
    .orderBy(awaitingPaymentFirst, desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [counted] = await db.select({ total: count() }).from(orders).where(filter);
  const listed = rows.map(({ order }) => order);
  const lines = await linesOf(
    db,
    listed.map((order) => order.id),
  );
  const conflicts = await utrConflicts(db, listed);
  return {
    orders: rows.map(({ order, customer }) => ({
      ...toOrderView(order, lines.get(order.id) ?? []),
      // The shop keeps an order whose customer deleted the account (no customer then).
      customer: customer
        ? {
            _id: customer.id,
            name: `${customer.firstName} ${customer.lastName}`.trim(),
            email: customer.email,
            phone: customer.phone,
          }
        : null,
      utrUsedBy: conflicts.get(order.id) ?? null,
    })),
    page,
    pageSize,
    total: counted?.total ?? 0,
  };
}
