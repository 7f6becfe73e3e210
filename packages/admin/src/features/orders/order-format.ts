import { type OrderStatus, orderStatusLabels, orderStatuses } from '@dhanya/api';

/** "1 Nov 2026, 5:30 pm": when the order was placed, in the viewer's time zone by default. */
export function formatOrderDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The status picker's options, in the order an order moves through them (ADMIN-43). */
export const orderStatusOptions = orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] }));

/** Shown, not chosen: the staff mark an order paid, or cancel it. */
export const awaitingPaymentOption = {
  value: 'awaiting_payment',
  label: orderStatusLabels.awaiting_payment,
  disabled: true,
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/** How many pages `total` orders fill, at least one so "Page 1 of 1" shows for none. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
