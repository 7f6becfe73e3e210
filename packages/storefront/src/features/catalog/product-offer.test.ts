import { describe, expect, test } from 'vitest';
import { discountPercent } from './product-offer';

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
