import type { OrderStatus } from './schemas/orders';

// What may happen to an order, and what the shop answers when it may not: the server enforces
// these rules, the mock API answers with them in stories.

/** Why an order's status or payment cannot change, in the words the staff and the shopper see. */
export const orderRuleMessages = {
  /** An invoiced order, once cancelled, stays so: its credit note has cancelled the invoice. */
  creditNoted: (creditNote: string) =>
    `This order's invoice was cancelled by credit note ${creditNote}: place a new order instead`,
  awaitingPayment: 'This order is awaiting payment: mark it paid, or cancel it',
  shopperCancelsUnpaidOnly: 'Only an order waiting for its payment can be cancelled here. Please contact the shop.',
  notWaitingForUpi: 'This order is not waiting for a UPI payment',
  cancelledNotPayable:
    'This order was cancelled: its stock went back. Refund the shopper, or take the order up again first.',
};

/** What marking an order paid answers. */
export const markPaidMessages = { recorded: 'Payment recorded', alreadyPaid: 'This order was paid already' };

/** An order as the server stores it or the API shows it: its status and payment as text. */
type StatusFacts = { status: string; creditNoteNumber: string | null };

/**
 * Why the staff may not give an order the status `next`, or undefined when they may (an order
 * that has it already changes nothing): a credit-noted order stays cancelled, and one awaiting
 * its payment can only be cancelled (or marked paid).
 */
export function statusChangeRefusal(order: StatusFacts, next: OrderStatus): string | undefined {
  if (order.status === next) return undefined;
  if (order.creditNoteNumber) return orderRuleMessages.creditNoted(order.creditNoteNumber);
  if (order.status === 'awaiting_payment' && next !== 'cancelled') return orderRuleMessages.awaitingPayment;
  return undefined;
}

/** Cash on delivery is paid when it is delivered: then the order is invoiced. */
export const collectsCashOnDelivery = (
  order: { paymentMethod: string | null; paymentStatus: string },
  next: OrderStatus,
): boolean => next === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid';

/** Whether an order waits for the shopper's UPI payment: its page shows how to pay, and takes a UTR. */
export const awaitsUpiPayment = (order: { status: string; paymentMethod: string | null }): boolean =>
  order.status === 'awaiting_payment' && order.paymentMethod === 'upi';
