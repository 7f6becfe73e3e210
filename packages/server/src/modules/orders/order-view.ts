import {
  orderReference,
  paymentMethods,
  paymentStatuses,
  type Order as OrderView,
  type OrderState,
  type Translations,
  paiseToRupees,
} from '@dhanya/api/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderLines, type Order, type OrderLine } from '../../db/schema.js';

/** The lines of these orders, each order's in the order they were bought. */
export async function linesOf(db: Database, orderIds: string[]): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const line of rows) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return byOrder;
}

/** An order as the API shows it: the snapshot taken at checkout (SERVER-34). */
export function toOrderView(order: Order, lines: OrderLine[]): OrderView {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    reference: orderReference(order.id),
    status: order.status as OrderState,
    paymentType: order.paymentType,
    paymentStatus: oneOf(paymentStatuses, order.paymentStatus) ?? 'unpaid',
    paymentMethod: oneOf(paymentMethods, order.paymentMethod) ?? null,
    paymentDueAt: order.status === 'awaiting_payment' ? (order.paymentDueAt?.toISOString() ?? null) : null,
    paymentReference: order.paymentReference,
    invoiceNumber: order.invoiceNumber,
    creditNoteNumber: order.creditNoteNumber,
    totalAmount: paiseToRupees(order.totalPaise),
    firstName: order.firstName,
    lastName: order.lastName,
    address: order.address,
    address2: order.address2,
    city: order.city,
    state: order.state,
    zip: order.zip,
    products: lines.map((line) => ({
      product: {
        _id: line.productId ?? line.id,
        title: line.title,
        image: line.image,
        translations: lineTranslations(line.translations, 'title', 'title'),
      },
      pack:
        line.packLabel === null
          ? null
          : {
              _id: line.packId,
              label: line.packLabel,
              translations: lineTranslations(line.translations, 'packLabel', 'label'),
            },
      quantity: line.quantity,
      unitPrice: paiseToRupees(line.unitPricePaise),
      price: paiseToRupees(line.linePricePaise),
    })),
  };
}

/** One field of a line's stored translations (`{ hi: { title, packLabel } }`) under the name its view gives it. */
function lineTranslations(stored: Translations, field: string, as: string): Translations {
  return Object.fromEntries(
    Object.entries(stored).flatMap(([language, fields]) =>
      fields?.[field] ? [[language, { [as]: fields[field] }]] : [],
    ),
  );
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}
