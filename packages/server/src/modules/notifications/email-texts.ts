import {
  type ContentLanguage,
  type OrderEvent,
  formatOrderAddress,
  newOrderEmailSubject,
  orderReference,
  packLabelToShow,
  paymentMethodName,
  rupeesText,
} from '@dhanya/api/contract';
import type { Order, OrderLine } from '../../db/schema.js';
import { type EmailPhrases, contentLanguageOf, emailPhrases } from './email-phrases.js';

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

/** A line as the e-mail names it: in the shopper's language where the line was translated when bought. */
function lineText(line: OrderLine, language: ContentLanguage | undefined): string {
  const translated = language ? line.translations[language] : undefined;
  const title = translated?.title || line.title;
  const shown = packLabelToShow(line.title, line.packLabel);
  const pack = shown ? translated?.packLabel || shown : null;
  const name = pack ? `${title} · ${pack}` : title;
  return `  ${line.quantity} × ${name}: ${rupeesText(line.linePricePaise)}`;
}

const addressText = ({ order }: OrderFacts) =>
  formatOrderAddress(order)
    .map((line) => `  ${line}`)
    .join('\n');

const summary = (facts: OrderFacts, phrases: EmailPhrases, language?: ContentLanguage) =>
  [
    ...facts.lines.map((line) => lineText(line, language)),
    `  ${phrases.total}: ${rupeesText(facts.order.totalPaise)}`,
    '',
    `${phrases.payment}: ${phrases.paymentMethods?.[facts.order.paymentMethod ?? ''] ?? paymentMethodName(facts.order.paymentMethod, facts.order.paymentType)}`,
    phrases.deliveryTo,
    addressText(facts),
  ].join('\n');

const orderLink = `${shopLink}/orders`;
const invoiceLink = (facts: OrderFacts) => `${shopLink}/orders/${facts.order.id}/invoice`;

/**
 * The shopper's e-mail about an event of their order, in their stored language (`language`:
 * 'en' or 'hi'); product names as they were translated when bought, English where they were not.
 */
export function shopperEmail(event: OrderEvent, facts: OrderFacts, language?: string): EmailText {
  const phrases = emailPhrases(language);
  const translated = contentLanguageOf(language);
  const { order } = facts;
  const reference = orderReference(order.id);
  const amount = rupeesText(order.totalPaise);
  const hello = `${phrases.hello(order.firstName)}\n\n`;
  const signOff = `\n\n${phrases.thankYou}\n${facts.shopName}`;
  const yourOrders = `\n\n${phrases.yourOrders}: ${orderLink}`;
  const details = `\n\n${summary(facts, phrases, translated)}`;
  const invoice = order.invoiceNumber ? `\n\n${phrases.invoice(order.invoiceNumber, invoiceLink(facts))}` : '';
  const subject = phrases.subject(event, reference);
  switch (event) {
    case 'placed': {
      const said =
        order.status === 'awaiting_payment'
          ? phrases.placedAwaitingPayment(reference, `${shopLink}/orders/${order.id}/pay`)
          : phrases.placed(reference);
      return { subject, text: `${hello}${said}${details}${yourOrders}${signOff}` };
    }
    case 'paid':
      return { subject, text: `${hello}${phrases.paid(amount, reference)}${invoice}${details}${signOff}` };
    case 'shipped':
      return { subject, text: `${hello}${phrases.shipped(reference)}${details}${yourOrders}${signOff}` };
    case 'delivered':
      return { subject, text: `${hello}${phrases.delivered(reference)}${invoice}${signOff}` };
    case 'cancelled': {
      const money =
        order.paymentStatus === 'refunded'
          ? phrases.refunded(amount)
          : order.paymentStatus === 'refund_due'
            ? phrases.refundDue(amount)
            : '';
      const creditNote = order.creditNoteNumber
        ? `\n\n${phrases.creditNote(order.creditNoteNumber, order.invoiceNumber ?? '', invoiceLink(facts))}`
        : '';
      return { subject, text: `${hello}${phrases.cancelled(reference)}${money}${creditNote}${details}${signOff}` };
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
    text: `A new order ${reference}${waiting}.\n\n${customer}\n${summary(facts, emailPhrases('en'))}\n\nOpen the orders: ${shopLink}/admin/`,
  };
}
