import { type OrderState, formatDate } from '@dhanya/api';

/**
 * "31 Oct 2026": an order's date for people in India (en-IN), in the viewer's time zone by
 * default: the day the shopper ordered on their own calendar. An invoice's date and a payment's
 * deadline are the shop's, in India's time.
 */
export const formatOrderDate = (iso: string, timeZone = 'local', locale = 'en-IN') =>
  formatDate(iso, 'date', { timeZone, locale });

export const orderStatusTone = {
  awaiting_payment: 'warning',
  placed: 'info',
  confirmed: 'info',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'error',
} as const satisfies Record<OrderState, string>;
