import { type OrderState } from '@dhanya/api';

/** "31 Oct 2026": an order's date for people in India (en-IN), in the viewer's time zone by default. */
export function formatOrderDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone }).format(date);
}

export const orderStatusTone = {
  awaiting_payment: 'warning',
  placed: 'info',
  confirmed: 'info',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'error',
} as const satisfies Record<OrderState, string>;
