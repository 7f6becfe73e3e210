import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { addToGuestCart, guestCart } from '../cart';
import { isInGuestCart, removeFromGuestCart } from './guest-cart-lines';

const rice = { title: 'Sona Masoori Rice (5 kg)', price: 449, image: 'prod-rice.svg' };
const dal = { title: 'Toor Dal (1 kg)', price: 189, image: null };

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

// Adding and removing on the detail page is shown by the product page's guest story; these
// are the other lines, the last line and a guest cart that cannot be read.
describe('the detail page over the guest cart', () => {
  test('removing takes out that line only and keeps the others with their quantities', () => {
    addToGuestCart({ productId: 'rice' }, 2, rice);
    addToGuestCart({ productId: 'dal' }, 3, dal);
    removeFromGuestCart({ productId: 'rice' });
    expect(JSON.parse(localStorage.getItem('guest_cart')!)).toEqual([
      { productId: 'dal', quantity: 3, productData: dal },
    ]);
  });

  test('removing the last line removes the guest_cart key', () => {
    addToGuestCart({ productId: 'rice' }, 1, rice);
    removeFromGuestCart({ productId: 'rice' });
    expect(localStorage.getItem('guest_cart')).toBeNull();
  });

  test('[CART-12] removing from a missing or unreadable guest cart is not an error', () => {
    expect(() => removeFromGuestCart({ productId: 'rice' })).not.toThrow();
    localStorage.setItem('guest_cart', '{not json');
    expect(isInGuestCart(guestCart.read(), { productId: 'rice' })).toBe(false);
    expect(() => removeFromGuestCart({ productId: 'rice' })).not.toThrow();
    expect(guestCart.read()).toEqual([]);
  });
});
