import {
  type OrderEvent,
  formatOrderAddress,
  newOrderEmailSubject,
  orderReference,
  packLabelToShow,
  paymentMethodName,
  rupeesText,
  shopperEmailSubject,
} from '@dhanya/api/contract';
import type { Order, OrderLine } from '../../db/schema.js';

/**
 * What the shop's order e-mails say (issue 16), as plain text. Links are written against
 * `shopLink`, a placeholder the worker turns into the shop's address (PUBLIC_URL) when it
 * sends, so a message written today links to wherever the shop lives when it goes out.
 */
export const shopLink = '{shop}';

export interface EmailText {
  subject: string;
  text: string;
}

export interface OrderFacts {
  order: Order;
  lines: OrderLine[];
  /** The shop's name for signing off: its legal name, or "Dhanya". */
  shopName: string;
  customer: { name: string; email: string; phone: string } | null;
}

const linesText = ({ lines }: OrderFacts) =>
  lines
    .map((line) => {
      const pack = packLabelToShow(line.title, line.packLabel);
      const name = pack ? `${line.title} · ${pack}` : line.title;
      return `  ${line.quantity} × ${name}: ${rupeesText(line.linePricePaise)}`;
    })
    .join('\n');

const addressText = ({ order }: OrderFacts) =>
  formatOrderAddress(order)
    .map((line) => `  ${line}`)
    .join('\n');

const summary = (facts: OrderFacts) =>
  [
    linesText(facts),
    `  Total: ${rupeesText(facts.order.totalPaise)}`,
    '',
    `Payment: ${paymentMethodName(facts.order.paymentMethod, facts.order.paymentType)}`,
    'Delivery to:',
    addressText(facts),
  ].join('\n');

const orderLink = `${shopLink}/orders`;
const invoiceLink = (facts: OrderFacts) => `${shopLink}/orders/${facts.order.id}/invoice`;
const signOff = (facts: OrderFacts) => `\n\nThank you,\n${facts.shopName}`;

/** The shopper's e-mail about an event of their order. */
export function shopperEmail(event: OrderEvent, facts: OrderFacts): EmailText {
  const reference = orderReference(facts.order.id);
  const hello = `Hello ${facts.order.firstName},\n\n`;
  const invoice = facts.order.invoiceNumber
    ? `\n\nYour invoice ${facts.order.invoiceNumber}: ${invoiceLink(facts)}`
    : '';
  switch (event) {
    case 'placed': {
      const waiting = facts.order.status === 'awaiting_payment';
      return {
        subject: shopperEmailSubject(event, reference),
        text: `${hello}${
          waiting
            ? `We have your order ${reference}. It is waiting for your payment: pay at ${shopLink}/orders/${facts.order.id}/pay`
            : `We have your order ${reference} and will let you know when it ships.`
        }\n\n${summary(facts)}\n\nYour orders: ${orderLink}${signOff(facts)}`,
      };
    }
    case 'paid':
      return {
        subject: shopperEmailSubject(event, reference),
        text: `${hello}We received your payment of ${rupeesText(facts.order.totalPaise)} for order ${reference}.${invoice}\n\n${summary(facts)}${signOff(facts)}`,
      };
    case 'shipped':
      return {
        subject: shopperEmailSubject(event, reference),
        text: `${hello}Your order ${reference} has shipped.\n\n${summary(facts)}\n\nYour orders: ${orderLink}${signOff(facts)}`,
      };
    case 'delivered':
      return {
        subject: shopperEmailSubject(event, reference),
        text: `${hello}Your order ${reference} was delivered. We hope you enjoy it.${invoice}${signOff(facts)}`,
      };
    case 'cancelled': {
      const money =
        facts.order.paymentStatus === 'refunded'
          ? ` Your payment of ${rupeesText(facts.order.totalPaise)} is refunded.`
          : facts.order.paymentStatus === 'refund_due'
            ? ` We will refund your payment of ${rupeesText(facts.order.totalPaise)}.`
            : '';
      const creditNote = facts.order.creditNoteNumber
        ? `\n\nCredit note ${facts.order.creditNoteNumber} cancels your invoice ${facts.order.invoiceNumber}: ${invoiceLink(facts)}`
        : '';
      return {
        subject: shopperEmailSubject(event, reference),
        text: `${hello}Your order ${reference} is cancelled.${money}${creditNote}\n\n${summary(facts)}${signOff(facts)}`,
      };
    }
  }
}

/** The shop's "new order" e-mail. */
export function shopNewOrderEmail(facts: OrderFacts): EmailText {
  const reference = orderReference(facts.order.id);
  const customer = facts.customer
    ? `Customer: ${facts.customer.name}, ${facts.customer.email}${facts.customer.phone ? `, ${facts.customer.phone}` : ''}\n`
    : '';
  const awaitingPayment = facts.order.status === 'awaiting_payment';
  const waiting = awaitingPayment ? ' (awaiting payment)' : '';
  return {
    subject: newOrderEmailSubject(reference, facts.order.totalPaise, awaitingPayment),
    text: `A new order ${reference}${waiting}.\n\n${customer}\n${summary(facts)}\n\nOpen the orders: ${shopLink}/admin/`,
  };
}
