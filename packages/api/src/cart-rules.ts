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
