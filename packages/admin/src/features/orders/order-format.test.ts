import { expect, test } from 'vitest';
import { formatOrderDate, isOrderStatus, orderStatusOptions } from './order-format';

// The address, payment words and newest-first order come from @dhanya/api and are tested with
// the storefront's order format; the Orders tab's stories show them on the cards.
test('[ADMIN-43] the five statuses in their order', () => {
  expect(orderStatusOptions.map((option) => option.value)).toEqual([
    'placed',
    'confirmed',
    'shipped',
    'delivered',
    'cancelled',
  ]);
  expect(isOrderStatus('shipped')).toBe(true);
  expect(isOrderStatus('lost')).toBe(false);
});

test("the order date and time in Indian style, in India's time zone", () => {
  expect(formatOrderDate('2026-11-01T06:30:00.000Z', 'Asia/Kolkata')).toMatch(/^1 Nov 2026, 12:00\spm$/i);
  expect(formatOrderDate('bad')).toBe('');
});
