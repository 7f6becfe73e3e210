import { expect, test } from 'vitest';
import { formatExpiry, specialOfferOptions } from './offer-format';

test('[ADMIN-17] products already on special offer are disabled in the picker', () => {
  const products = [
    { _id: 'p1', title: 'Sona Masoori Rice' },
    { _id: 'p2', title: 'Toor Dal' },
  ];
  expect(specialOfferOptions(products, [{ _id: 'p2' }])).toEqual([
    { value: 'p1', label: 'Sona Masoori Rice', disabled: false },
    { value: 'p2', label: 'Toor Dal (on offer)', disabled: true },
  ]);
});

test('an expiry is shown as the calendar date that was stored', () => {
  expect(formatExpiry('2026-12-31T00:00:00.000Z')).toBe('31 Dec 2026');
  expect(formatExpiry(null)).toBe('');
  expect(formatExpiry('not a date')).toBe('');
});
