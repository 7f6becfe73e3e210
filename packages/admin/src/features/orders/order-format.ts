import { type AdminOrder, type OrderStatus, orderStatuses } from '@dhanya/api';

/**
 * A stored text as it should be shown: trimmed, and empty for the old client's "NULL"
 * marker, which must never reach a screen. Only the exact marker is dropped.
 */
export function displayText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text === 'NULL' ? '' : text;
}

const joinPresent = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

/**
 * The shipping address as lines: name, address, address line 2, then "city, state ZIP".
 * Empty and "NULL" parts leave no blank line and no stray comma or space.
 */
export function formatOrderAddress(
  order: Pick<AdminOrder, 'firstName' | 'lastName' | 'address' | 'address2' | 'city' | 'state' | 'zip'>,
): string[] {
  const name = joinPresent([displayText(order.firstName), displayText(order.lastName)], ' ');
  const place = joinPresent([displayText(order.city), displayText(order.state)], ', ');
  const locality = joinPresent([place, displayText(order.zip)], ' ');
  return [name, displayText(order.address), displayText(order.address2), locality].filter(Boolean);
}

/** "1 Nov 2026, 5:30 pm": when the order was placed, in the viewer's time zone by default. */
export function formatOrderDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
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

const statusLabels: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: OrderStatus): string {
  return statusLabels[status] ?? status;
}

/** The status picker's options, in the order an order moves through them (ADMIN-43). */
export const orderStatusOptions = orderStatuses.map((status) => ({ value: status, label: statusLabels[status] }));

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/** Newest first, whatever order the server listed them in; the list itself is not changed. */
export function newestFirst<T extends Pick<AdminOrder, 'createdAt'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** How many pages `total` orders fill, at least one so "Page 1 of 1" shows for none. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
