import { describe, expect, test } from 'vitest';
import { discountPercent, formatOfferDate } from './product-offer';

describe('discountPercent', () => {
  test('is the offer’s discount while it lowers the price', () => {
    expect(discountPercent({ price: 389, effectivePrice: 350.1, discount: 10 })).toBe(10);
  });

  test('is worked out from the prices when the discount is not sent', () => {
    expect(discountPercent({ price: 200, effectivePrice: 150, discount: null })).toBe(25);
  });

  test('is null without an active offer, even when an expired discount is still stored', () => {
    expect(discountPercent({ price: 449, effectivePrice: 449, discount: null })).toBeNull();
    expect(discountPercent({ price: 449, effectivePrice: 449, discount: 15 })).toBeNull();
  });
});

describe('formatOfferDate', () => {
  test('is the day in India, whatever the time zone of the server or the browser', () => {
    // 20:00 UTC on 3 December is already 4 December in India (UTC+5:30).
    expect(formatOfferDate('2026-12-03T20:00:00.000Z')).toBe('4 Dec 2026');
    expect(formatOfferDate('2026-12-31T00:00:00.000Z')).toBe('31 Dec 2026');
  });
});
