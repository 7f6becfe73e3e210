import { describe, expect, test } from 'vitest';
import { quantityChange } from './quantity-change';

// A step of +1 or -1 and a typed 0 are shown by the cart page's Increment and At minimum
// stories and the shopping journey; these are the other quantities a shopper can type.
describe('quantityChange', () => {
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
