import { describe, expect, test } from 'vitest';
import { formatExpiry, offersOn } from './offer-format';

// Products on offer disabled in the picker: the specials tab's Disabled options story.
test('an expiry is shown as the calendar date that was stored', () => {
  expect(formatExpiry('2026-12-31T00:00:00.000Z')).toBe('31 Dec 2026');
  expect(formatExpiry(null)).toBe('');
  expect(formatExpiry('not a date')).toBe('');
});

describe('the offers a product carries', () => {
  const pack = (_id: string, discount: number | null, discountExpiry: string | null = '2099-12-31T00:00:00.000Z') => ({
    _id,
    label: _id,
    netQuantity: 1,
    unit: 'kg' as const,
    price: 100,
    mrp: null,
    effectivePrice: discount ? 100 - discount : 100,
    discount,
    discountExpiry: discount ? discountExpiry : null,
    quantity: 10,
    sku: _id.toUpperCase(),
  });

  test('one discount on every pack is an offer on the product, shown with its default pack', () => {
    const product = { packs: [pack('1 kg', 10), pack('5 kg', 10)] };
    expect(offersOn(product)).toEqual([{ pack: product.packs[0], onAllPacks: true }]);
  });

  test('a discount on some packs is an offer on each of them', () => {
    const product = { packs: [pack('1 kg', null), pack('5 kg', 15), pack('10 kg', 20)] };
    expect(offersOn(product)).toEqual([
      { pack: product.packs[1], onAllPacks: false },
      { pack: product.packs[2], onAllPacks: false },
    ]);
  });

  test('every pack discounted differently is an offer on each, and none is none', () => {
    expect(offersOn({ packs: [pack('1 kg', 10), pack('5 kg', 15)] }).map((offer) => offer.onAllPacks)).toEqual([
      false,
      false,
    ]);
    expect(offersOn({ packs: [pack('1 kg', null)] })).toEqual([]);
  });
});
