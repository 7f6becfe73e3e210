import { describe, expect, it } from 'vitest';
import { discountedRupees, productPackFields } from './pack-prices';
import type { Pack } from './schemas/packs';

const pack = (fields: Partial<Pack>): Pack => ({
  _id: 'pack-1',
  label: '1 kg',
  netQuantity: 1,
  unit: 'kg',
  price: 100,
  mrp: null,
  effectivePrice: 100,
  discount: null,
  discountExpiry: null,
  quantity: 5,
  sku: 'DH-1',
  ...fields,
});

describe('pack prices', () => {
  it('[SERVER-29] an offer takes its percentage off, rounded half up to the paisa', () => {
    expect(discountedRupees(389, 10)).toBe(350.1);
    expect(discountedRupees(9.99, 12.5)).toBe(8.74); // 8.74125
    expect(discountedRupees(0.25, 10)).toBe(0.23); // 0.225 rounds up
    expect(discountedRupees(389, null)).toBe(389);
  });

  it("[SERVER-29] a product shows its default (first) pack's price, offer and stock, and the least any pack costs", () => {
    const expiry = '2026-12-01T00:00:00.000Z';
    const fields = productPackFields([
      pack({ price: 389, effectivePrice: 350.1, discount: 10, discountExpiry: expiry, quantity: 7 }),
      pack({ _id: 'pack-2', price: 120, effectivePrice: 120, quantity: 0 }),
    ]);
    expect(fields).toEqual({
      quantity: 7,
      price: 389,
      effectivePrice: 350.1,
      discount: 10,
      discountExpiry: expiry,
      priceFrom: 120,
    });
  });
});
