import { describe, expect, it } from 'vitest';
import { cartWithAddition, cartWithQuantity } from './cart-rules';
import type { Cart, CartLine } from './schemas/cart';

const line = (id: string, unitPrice: number, quantity: number): CartLine => ({
  _id: id,
  product: { _id: `p-${id}`, title: `Product ${id}`, description: '', price: unitPrice, image: null },
  pack: { _id: `k-${id}`, label: '1 kg' },
  quantity,
  price: unitPrice * quantity,
});
const cart: Cart = { products: [line('a', 33.1, 1), line('b', 120, 2)], totalAmount: 273.1 };

describe('a cart change kept offline [issue 35]', () => {
  it("sets a line's quantity, its price and the total, to the paisa", () => {
    const changed = cartWithQuantity(cart, 'a', 3);
    expect(changed.products[0]).toMatchObject({ quantity: 3, price: 99.3 });
    expect(changed.products[1]).toBe(cart.products[1]);
    expect(changed.totalAmount).toBe(339.3);
  });

  it('removes a line set below one', () => {
    expect(cartWithQuantity(cart, 'b', 0)).toEqual({ products: [cart.products[0]], totalAmount: 33.1 });
  });

  it('leaves the cart as it is for a line it does not hold', () => {
    expect(cartWithQuantity(cart, 'z', 4)).toEqual(cart);
  });

  it('adds to the line of the same pack, or adds a line', () => {
    expect(cartWithAddition(cart, line('a', 33.1, 2)).products[0]).toMatchObject({
      _id: 'a',
      quantity: 3,
      price: 99.3,
    });
    const added = cartWithAddition(cart, line('c', 10.05, 2));
    expect(added.products.map((held) => [held._id, held.quantity, held.price])).toEqual([
      ['a', 1, 33.1],
      ['b', 2, 240],
      ['c', 2, 20.1],
    ]);
    expect(added.totalAmount).toBe(293.2);
  });
});
