import { type OrderStatus, type PaymentStatus, formatDate, orderStatusLabels, orderStatuses } from '@dhanya/api';

/**
 * "1 Nov 2026, 5:30 pm": when the order was placed, in the viewer's time zone by default rather
 * than the shop's: staff read when something happened on their own clock.
 */
export const formatOrderDate = (iso: string, timeZone = 'local') => formatDate(iso, 'date-time', { timeZone });

/** The status picker's options, in the order an order moves through them (ADMIN-43). */
export const orderStatusOptions = orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] }));

/** A refund the shop still owes stands out; money received is good news. */
export const paymentStatusTones = {
  unpaid: 'neutral',
  paid: 'success',
  refunded: 'neutral',
  refund_due: 'error',
} as const satisfies Record<PaymentStatus, string>;

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}
