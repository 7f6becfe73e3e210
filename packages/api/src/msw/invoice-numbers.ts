import type { Order } from '../schemas/orders';
import { db } from './store';

/**
 * The mock shop's next invoice number, as the server gives them: after the highest one given
 * ("DH/26-27/000041" → "DH/26-27/000042").
 */
function nextInvoiceNumber(): string {
  const given = [...db.adminOrders, ...db.orders].flatMap((order) =>
    order.invoiceNumber ? [Number(order.invoiceNumber.split('/')[2])] : [],
  );
  const next = Math.max(0, ...given) + 1;
  return `${db.settings.invoicePrefix}/26-27/${String(next).padStart(6, '0')}`;
}

/** Invoices an order once, in every list the mock keeps it in: when it is paid, or a cash order delivered. */
export function invoiceOrder(copies: Order[]): void {
  const number = copies.find((order) => order.invoiceNumber)?.invoiceNumber ?? nextInvoiceNumber();
  for (const order of copies) order.invoiceNumber = number;
}

/** Cancelling an invoiced order gives it a credit note, once, as the server does. */
export function creditNoteOrder(copies: Order[]): void {
  if (!copies.some((order) => order.invoiceNumber)) return;
  const given = [...db.adminOrders, ...db.orders].flatMap((order) =>
    order.creditNoteNumber ? [Number(order.creditNoteNumber.split('/')[2])] : [],
  );
  const number =
    copies.find((order) => order.creditNoteNumber)?.creditNoteNumber ??
    `CN/26-27/${String(Math.max(0, ...given) + 1).padStart(6, '0')}`;
  for (const order of copies) order.creditNoteNumber = number;
}
