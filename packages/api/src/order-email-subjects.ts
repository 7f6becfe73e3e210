import { rupeesText } from './payment-texts';
import type { OrderEvent } from './schemas/outbox';

// The subjects of the order e-mails (MAIL-01): the server writes them, the staff read them in
// the outbox, and the mock's outbox shows the same.

const shopperSubjects: Record<OrderEvent, (reference: string) => string> = {
  placed: (reference) => `Your order ${reference} is placed`,
  paid: (reference) => `Payment received for order ${reference}`,
  shipped: (reference) => `Your order ${reference} is on its way`,
  delivered: (reference) => `Your order ${reference} is delivered`,
  cancelled: (reference) => `Your order ${reference} is cancelled`,
};

/** The subject of the shopper's e-mail about an event of their order ("Your order DH-1A2B3C4D is placed"). */
export const shopperEmailSubject = (event: OrderEvent, reference: string): string => shopperSubjects[event](reference);

/** The subject of the shop's "new order" e-mail: "New order DH-1A2B3C4D: ₹1,248.10 (awaiting payment)". */
export const newOrderEmailSubject = (reference: string, totalPaise: number, awaitingPayment: boolean): string =>
  `New order ${reference}: ${rupeesText(totalPaise)}${awaitingPayment ? ' (awaiting payment)' : ''}`;
