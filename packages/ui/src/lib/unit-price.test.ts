import { describe, expect, it } from 'vitest';
import { type PricedQuantity, formatUnitAmount, formatUnitPrice, unitPriceOf } from './unit-price';

const formatted = (pack: PricedQuantity) => {
  const unitPrice = unitPriceOf(pack);
  return unitPrice && formatUnitPrice(unitPrice);
};

describe('unitPriceOf', () => {
  it('gives grams and kilograms per kg', () => {
    expect(unitPriceOf({ price: 40, netQuantity: 500, unit: 'g' })).toEqual({ amount: 80, per: 'kg' });
    expect(unitPriceOf({ price: 62.5, netQuantity: 5, unit: 'kg' })).toEqual({ amount: 12.5, per: 'kg' });
    expect(unitPriceOf({ price: 65, netQuantity: 1, unit: 'kg' })).toEqual({ amount: 65, per: 'kg' });
    expect(unitPriceOf({ price: 30, netQuantity: 0.25, unit: 'kg' })).toEqual({ amount: 120, per: 'kg' });
  });

  it('gives millilitres and litres per L', () => {
    expect(unitPriceOf({ price: 50, netQuantity: 200, unit: 'ml' })).toEqual({ amount: 250, per: 'L' });
    expect(unitPriceOf({ price: 189.5, netQuantity: 1, unit: 'L' })).toEqual({ amount: 189.5, per: 'L' });
  });

  it('gives pieces per piece', () => {
    expect(unitPriceOf({ price: 240, netQuantity: 6, unit: 'piece' })).toEqual({ amount: 40, per: 'piece' });
  });

  it('rounds half up to paise, on the exact value rather than its binary neighbour', () => {
    // ₹0.125 a piece: the half paisa goes up.
    expect(unitPriceOf({ price: 0.25, netQuantity: 2, unit: 'piece' })?.amount).toBe(0.13);
    // ₹33.333… a piece goes down.
    expect(unitPriceOf({ price: 100, netQuantity: 3, unit: 'piece' })?.amount).toBe(33.33);
    // ₹1.15 for 100 g is ₹11.50/kg, though 1.15 / 0.1 is 11.499999999999998 in floating point.
    expect(unitPriceOf({ price: 1.15, netQuantity: 0.1, unit: 'kg' })?.amount).toBe(11.5);
    // ₹10.05 for 300 g is ₹33.50/kg exactly.
    expect(unitPriceOf({ price: 10.05, netQuantity: 300, unit: 'g' })?.amount).toBe(33.5);
    // ₹0.01 for 8 ml: ₹1.25/L.
    expect(unitPriceOf({ price: 0.01, netQuantity: 8, unit: 'ml' })?.amount).toBe(1.25);
  });

  it('is null for a quantity it cannot divide by, or a price that is no amount', () => {
    for (const netQuantity of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(unitPriceOf({ price: 40, netQuantity, unit: 'kg' }), String(netQuantity)).toBeNull();
    }
    expect(unitPriceOf({ price: Number.NaN, netQuantity: 1, unit: 'kg' })).toBeNull();
    expect(unitPriceOf({ price: -5, netQuantity: 1, unit: 'kg' })).toBeNull();
    expect(unitPriceOf({ price: 5, netQuantity: 1, unit: 'dozen' as never })).toBeNull();
    expect(unitPriceOf({ price: 5, netQuantity: 1, unit: 'toString' as never })).toBeNull();
  });

  it('still answers for quantities too fine or too large to divide exactly', () => {
    expect(unitPriceOf({ price: 1, netQuantity: 1e-9, unit: 'kg' })?.amount).toBe(1e9);
    expect(unitPriceOf({ price: 1e6, netQuantity: 1e21, unit: 'g' })?.amount).toBe(0);
  });
});

describe('formatUnitPrice', () => {
  it('writes the examples of issue 14', () => {
    expect(formatted({ price: 62.5, netQuantity: 5, unit: 'kg' })).toBe('₹12.50/kg');
    expect(formatted({ price: 50, netQuantity: 200, unit: 'ml' })).toBe('₹250/L');
    expect(formatted({ price: 240, netQuantity: 6, unit: 'piece' })).toBe('₹40/piece');
    expect(formatted({ price: 40, netQuantity: 500, unit: 'g' })).toBe('₹80/kg');
    expect(formatted({ price: 189.5, netQuantity: 1, unit: 'L' })).toBe('₹189.50/L');
  });

  it('drops the paise of whole rupees only, and groups the Indian way', () => {
    expect(formatUnitAmount(250)).toBe('₹250');
    expect(formatUnitAmount(12.5)).toBe('₹12.50');
    expect(formatUnitAmount(0.13)).toBe('₹0.13');
    expect(formatUnitAmount(123456)).toBe('₹1,23,456');
    expect(formatUnitAmount(123456.7)).toBe('₹1,23,456.70');
  });

  it('takes the unit names a shop writes', () => {
    const hindi = { kg: 'किलो', L: 'लीटर', piece: 'नग' } as const;
    expect(formatUnitPrice({ amount: 80, per: 'kg' }, (per) => hindi[per])).toBe('₹80/किलो');
  });
});
