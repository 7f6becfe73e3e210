import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { addToGuestCart, guestCartProduct, useGuestCart } from './guest-cart';

const rice = { title: 'Sona Masoori Rice (5 kg)', price: 449, image: 'prod-sona.svg', description: 'Aged rice' };
const dal = { title: 'Toor Dal (1 kg)', price: 189.5, image: null };

const stored = () => JSON.parse(localStorage.getItem('guest_cart') ?? 'null') as unknown;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('[CART-09] the guest cart in local storage', () => {
  test("is a JSON list of {productId, quantity, productData} under 'guest_cart'", () => {
    addToGuestCart({ productId: 'prod-sona' }, 2, rice);
    addToGuestCart({ productId: 'prod-dal' }, 1, dal);
    expect(stored()).toEqual([
      { productId: 'prod-sona', quantity: 2, productData: rice },
      { productId: 'prod-dal', quantity: 1, productData: dal },
    ]);
  });

  test('productData holds what the line is shown with: title, price (after discount) and image', () => {
    const offer = { title: 'Red Matta Rice', price: 389, effectivePrice: 350.1, image: 'matta.svg', description: '' };
    expect(guestCartProduct(offer)).toEqual({
      title: 'Red Matta Rice',
      price: 350.1,
      image: 'matta.svg',
      description: '',
    });
  });
});

describe('[PACKS-19] packs in the guest cart', () => {
  const fiveKg = { ...rice, title: 'Aged Basmati Rice', price: 849, packLabel: '5 kg' };
  const oneKg = { ...fiveKg, price: 189, packLabel: '1 kg' };

  test('each pack of a product is a line of its own, carrying its pack id and label', () => {
    addToGuestCart({ productId: 'prod-basmati', packId: 'pack-5kg' }, 2, fiveKg);
    addToGuestCart({ productId: 'prod-basmati', packId: 'pack-1kg' }, 1, oneKg);
    addToGuestCart({ productId: 'prod-basmati', packId: 'pack-5kg' }, 1, fiveKg);
    expect(stored()).toEqual([
      { productId: 'prod-basmati', packId: 'pack-5kg', quantity: 3, productData: fiveKg },
      { productId: 'prod-basmati', packId: 'pack-1kg', quantity: 1, productData: oneKg },
    ]);
  });

  test("productData holds the pack's label and price", () => {
    const product = { title: 'Aged Basmati Rice', price: 189, effectivePrice: 189, image: null, description: '' };
    expect(guestCartProduct({ ...product, pack: { label: '5 kg', effectivePrice: 764.1 } })).toEqual({
      title: 'Aged Basmati Rice',
      price: 764.1,
      image: null,
      description: '',
      packLabel: '5 kg',
    });
  });
});

// That the guest cart survives a reload is shown by the shopping journey (reload, log in, the
// lines reach the cart); these are the stored values no journey leaves behind.
describe('[CART-12] reading the guest cart', () => {
  test.each([
    ['missing', null],
    ['not JSON', '{not json'],
    ['not a list', '{"productId":"prod-sona"}'],
    ['the literal null', 'null'],
  ])('a %s value is an empty guest cart, without an error', (_case, raw) => {
    if (raw !== null) localStorage.setItem('guest_cart', raw);
    const { result } = renderHook(() => useGuestCart());
    expect(result.current).toEqual([]);
  });

  test('unreadable entries are left out and the readable ones kept', () => {
    localStorage.setItem(
      'guest_cart',
      JSON.stringify([
        { productId: 'prod-sona', quantity: 2, productData: rice },
        { productId: 'prod-dal', quantity: 0, productData: dal },
        { productId: 42, quantity: 1, productData: dal },
        'junk',
      ]),
    );
    const { result } = renderHook(() => useGuestCart());
    expect(result.current).toEqual([{ productId: 'prod-sona', quantity: 2, productData: rice }]);
  });

  test('a component sees an add at once', () => {
    const { result } = renderHook(() => useGuestCart());
    expect(result.current).toEqual([]);
    act(() => addToGuestCart({ productId: 'prod-dal' }, 1, dal));
    expect(result.current).toEqual([{ productId: 'prod-dal', quantity: 1, productData: dal }]);
  });
});
