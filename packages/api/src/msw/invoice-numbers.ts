import { creditNoteNumber, financialYearOf, invoiceNumber, sequenceOf } from '../invoice-numbers';
import type { Order } from '../schemas/orders';
import { fixtureDate } from './fixtures';
import { db } from './store';

/** The mock shop's orders: every list it keeps one in. */
const allOrders = () => [...db.adminOrders, ...db.orders];

/** The last number given in a series: the highest of the orders' (a fresh mock shop numbers from its fixtures). */
const lastGiven = (numbers: (string | null)[]) =>
  Math.max(0, ...numbers.flatMap((number) => (number ? [sequenceOf(number)] : [])));

/** Invoices an order once, in every list the mock keeps it in: when it is paid, or a cash order delivered. */
export function invoiceOrder(copies: Order[]): void {
  const given = lastGiven(allOrders().map((order) => order.invoiceNumber));
  const number =
    copies.find((order) => order.invoiceNumber)?.invoiceNumber ??
    invoiceNumber(db.settings.invoicePrefix, financialYearOf(fixtureDate), given + 1);
  for (const order of copies) order.invoiceNumber = number;
}

/** Cancelling an invoiced order gives it a credit note, once, as the server does. */
export function creditNoteOrder(copies: Order[]): void {
  if (!copies.some((order) => order.invoiceNumber)) return;
  const given = lastGiven(allOrders().map((order) => order.creditNoteNumber));
  const number =
    copies.find((order) => order.creditNoteNumber)?.creditNoteNumber ??
    creditNoteNumber(financialYearOf(fixtureDate), given + 1);
  for (const order of copies) order.creditNoteNumber = number;
}
