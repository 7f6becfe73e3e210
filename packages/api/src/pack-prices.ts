import { discountedPaise, paiseToRupees, rupeesToPaise } from './money';
import type { Product } from './schemas/catalog';
import type { Pack } from './schemas/packs';

/** What a pack sells for in rupees under a discount in percent (null: none): rounded half up to the paisa. */
export const discountedRupees = (price: number, discount: number | null): number =>
  discount ? paiseToRupees(discountedPaise(rupeesToPaise(price), discount)) : price;

/** The fields a product shows of its packs. */
export type ProductPackFields = Pick<
  Product,
  'quantity' | 'price' | 'effectivePrice' | 'discount' | 'discountExpiry' | 'priceFrom'
>;

/**
 * A product's price, offer and stock fields, as the API shows them: its default (first) pack's,
 * so `effectivePrice` is what the cart charges for it (SERVER-29); and `priceFrom`, the least
 * any of its packs sells for.
 */
export function productPackFields(packs: readonly Pack[]): ProductPackFields {
  const [first] = packs;
  if (!first) throw new Error('A product has at least one pack');
  return {
    quantity: first.quantity,
    price: first.price,
    effectivePrice: first.effectivePrice,
    discount: first.discount,
    discountExpiry: first.discountExpiry,
    priceFrom: Math.min(...packs.map((pack) => pack.effectivePrice)),
  };
}
