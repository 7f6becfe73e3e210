import { describe, expect, it } from 'vitest';
import { discountedPaise, isRupeeAmount, paiseToRupees, rupeesToPaise } from './money';

describe('money in paise', () => {
  it('[SERVER-30] 3 × ₹33.10 totals ₹99.30 exactly', () => {
    expect(33.1 * 3).not.toBe(99.3); // what floating point would have charged
    expect(paiseToRupees(rupeesToPaise('33.10') * 3)).toBe(99.3);
    expect(paiseToRupees(rupeesToPaise(33.1) * 3)).toBe(99.3);
  });

  it('[SERVER-30] reads rupee strings and numbers with at most 2 decimals', () => {
    expect(rupeesToPaise('33.10')).toBe(3310);
    expect(rupeesToPaise('12.5')).toBe(1250);
    expect(rupeesToPaise('0.05')).toBe(5);
    expect(rupeesToPaise(' 40 ')).toBe(4000);
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
  });

  it('[SERVER-30] refuses what is not an exact non-negative amount', () => {
    for (const value of ['', 'abc', '-1', '1.234', '1e3', '12.', '.5', 'NaN', '1,000']) {
      expect(isRupeeAmount(value), value).toBe(false);
      expect(() => rupeesToPaise(value)).toThrow(RangeError);
    }
    for (const value of [-1, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(isRupeeAmount(value), String(value)).toBe(false);
    }
  });

  it('turns paise back into rupees', () => {
    expect(paiseToRupees(3310)).toBe(33.1);
    expect(paiseToRupees(5)).toBe(0.05);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });

  it('applies a percentage discount to the paisa, rounding half up', () => {
    expect(discountedPaise(3310, 10)).toBe(2979);
    expect(discountedPaise(999, 12.5)).toBe(874); // 874.125
    expect(discountedPaise(1000, 33.33)).toBe(667); // 666.7
    expect(discountedPaise(1000, 0)).toBe(1000);
    expect(() => discountedPaise(1000, 101)).toThrow(RangeError);
  });
});
