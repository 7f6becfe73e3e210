import type { Order, OrderState } from './schemas/orders';
import type { PaymentStatus } from './schemas/payments';

/**
 * How both apps show an order's stored fields. A stored text as it should be shown: trimmed,
 * and empty for the spec's old "NULL" marker, which must never reach a screen (CHECKOUT-11).
 * Only the exact marker is dropped: a customer whose name really is "Null" keeps it.
 */
export function displayText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text === 'NULL' ? '' : text;
}

const joinPresent = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

/**
 * The shipping address as lines: name, address, address line 2, then "city, state ZIP".
 * Empty and "NULL" parts leave no blank line and no stray comma or space (CHECKOUT-11).
 */
export function formatOrderAddress(
  order: Pick<Order, 'firstName' | 'lastName' | 'address' | 'address2' | 'city' | 'state' | 'zip'>,
): string[] {
  const name = joinPresent([displayText(order.firstName), displayText(order.lastName)], ' ');
  const place = joinPresent([displayText(order.city), displayText(order.state)], ', ');
  const locality = joinPresent([place, displayText(order.zip)], ' ');
  return [name, displayText(order.address), displayText(order.address2), locality].filter(Boolean);
}

const paymentLabels: Record<string, string> = {
  cash: 'Cash on Delivery',
  card: 'Credit/Debit Card',
  upi: 'UPI',
  COD: 'Cash on Delivery',
  ONLINE: 'Online payment',
};

/** The payment type in the words the checkouts offered it with; an unknown one as stored. */
export function paymentTypeLabel(paymentType: string): string {
  const type = displayText(paymentType);
  return paymentLabels[type] ?? type;
}

export const orderStatusLabels: Record<OrderState, string> = {
  awaiting_payment: 'Awaiting payment',
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Whether an order's money came in, in the words both the shopper and the staff see. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
  refund_due: 'Refund due',
};

export function orderStatusLabel(status: OrderState): string {
  return orderStatusLabels[status] ?? status;
}

/** Newest first, whatever order the server listed them in; the list itself is not changed. */
export function newestFirst<T extends Pick<Order, 'createdAt'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The staff's order list: orders awaiting payment first (the staff must act on them), then newest first. */
export function awaitingPaymentFirst<T extends Pick<Order, 'createdAt' | 'status'>>(orders: readonly T[]): T[] {
  const rank = (order: T) => (order.status === 'awaiting_payment' ? 0 : 1);
  return [...orders].sort((a, b) => rank(a) - rank(b) || Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * The pack to name beside a line's title ("Aged Basmati Rice · 5 kg"), or null when there
 * is none or the title already says it ("Sona Masoori Rice (5 kg)").
 */
export function packLabelToShow(title: string, packLabel: string | null | undefined): string | null {
  const label = displayText(packLabel);
  if (!label) return null;
  return title.toLowerCase().includes(label.toLowerCase()) ? null : label;
}
