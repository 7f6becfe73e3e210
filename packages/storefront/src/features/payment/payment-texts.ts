import { formatDate } from '@dhanya/api';

/** "28 Nov 2026, 2:15 pm IST": when a payment is due, in India's time, whatever the phone's zone. */
export function formatDueTime(iso: string, locale = 'en-IN'): string {
  const text = formatDate(iso, 'date-time', { locale });
  return text && `${text} IST`;
}
