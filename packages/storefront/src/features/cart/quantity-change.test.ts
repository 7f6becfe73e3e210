import { describe, expect, test } from 'vitest';
import { quantityChange } from './quantity-change';

describe('quantityChange', () => {
  test('[CART-15] a step up or down is a change of exactly +1 or -1', () => {
    expect(quantityChange(2, 3)).toBe(1);
    expect(quantityChange(2, 1)).toBe(-1);
  });

  test('[CART-16] quantities of 0 or less are ignored', () => {
    expect(quantityChange(1, 0)).toBeNull();
    expect(quantityChange(3, -1)).toBeNull();
    expect(quantityChange(3, -5)).toBeNull();
  });

  test('[CART-16] a fraction or an unchanged quantity sends nothing', () => {
    expect(quantityChange(2, 2.5)).toBeNull();
    expect(quantityChange(2, Number.NaN)).toBeNull();
    expect(quantityChange(4, 4)).toBeNull();
  });

  test('a typed quantity becomes the difference to the current one', () => {
    expect(quantityChange(2, 7)).toBe(5);
    expect(quantityChange(9, 1)).toBe(-8);
  });
});
