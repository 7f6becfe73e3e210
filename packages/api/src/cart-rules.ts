import { paiseToRupees, rupeesToPaise } from './money';
import type { Cart, CartLine } from './schemas/cart';

// What a cart line may hold and how the shop words a refusal: the server enforces these rules,
// the mock API answers with them in stories.

/** How a line names what it holds: "Aged Basmati Rice · 5 kg", or only the title when the product comes in one pack. */
export const lineName = (title: string, packLabel: string, packCount: number): string =>
  packCount > 1 ? `${title} · ${packLabel}` : title;

/** "Only 3 left of Basmati Rice" or "Basmati Rice is out of stock": the 409 of SERVER-28 and SERVER-33. */
export function shortOfStockMessage(name: string, stock: number): string {
  return stock > 0 ? `Only ${stock} left of ${name}` : `${name} is out of stock`;
}

export const cartMessages = {
  quantityAtLeastOne: 'Quantity must be at least 1',
  empty: 'Your cart is empty',
};

/**
 * Why a line cannot hold `wanted` of a pack with `stock` left, named `name`: a line stays
 * between 1 and the pack's stock (SERVER-28). Undefined when it can.
 */
export function lineQuantityRefusal(
  wanted: number,
  stock: number,
  name: string,
): { status: 400 | 409; message: string } | undefined {
  if (wanted < 1) return { status: 400, message: cartMessages.quantityAtLeastOne };
  if (wanted > stock) return { status: 409, message: shortOfStockMessage(name, stock) };
  return undefined;
}

/**
 * The cart as it will be once a change the server has not made yet is made (a change kept
 * offline, issue 35): the line holds `quantity` (below 1 removes it), its price and the total
 * follow from the line's unit price. The server works both out again when it makes the change.
 */
export function cartWithQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  return withTotal(
    cart.products.flatMap((line) => {
      if (line._id !== lineId) return [line];
      return quantity < 1 ? [] : [pricedLine(line, quantity)];
    }),
  );
}

/** The cart's line holding this product's pack, if it has one. */
export const lineOfPack = (cart: Cart, productId: string, packId: string | null): CartLine | undefined =>
  cart.products.find((line) => line.product._id === productId && line.pack._id === packId);

/**
 * The cart once `added` is added, kept offline like `cartWithQuantity`: the line of the same
 * pack holds that much more, or the cart gets the new line.
 */
export function cartWithAddition(cart: Cart, added: CartLine): Cart {
  const held = lineOfPack(cart, added.product._id, added.pack._id);
  if (held) return cartWithQuantity(cart, held._id, held.quantity + added.quantity);
  return withTotal([...cart.products, pricedLine(added, added.quantity)]);
}

const pricedLine = (line: CartLine, quantity: number): CartLine => ({
  ...line,
  quantity,
  price: paiseToRupees(rupeesToPaise(line.product.price) * quantity),
});

function withTotal(products: CartLine[]): Cart {
  const totalPaise = products.reduce((sum, line) => sum + rupeesToPaise(line.price), 0);
  return { products, totalAmount: paiseToRupees(totalPaise) };
}
