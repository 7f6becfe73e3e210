import type { ProductPack } from '../db/schema.js';
import { activeOffer, type Offer, unitPricePaise } from './unit-price.js';

export type PricedPack = Pick<ProductPack, 'pricePaise' | 'discountPercent' | 'discountExpiry'>;

/**
 * The offer a pack sells under now: its own while that runs, else its product's (an offer on
 * a product is an offer on all its packs).
 */
export function packOffer(pack: PricedPack, product: Offer, now: Date) {
  return activeOffer(pack, now) ?? activeOffer(product, now);
}

/** What one of the pack costs now, in paise: the price the catalogue shows and the cart charges. */
export function packUnitPricePaise(pack: PricedPack, product: Offer, now: Date): number {
  const { discountPercent, discountExpiry } = activeOffer(pack, now) ? pack : product;
  return unitPricePaise({ pricePaise: pack.pricePaise, discountPercent, discountExpiry }, now);
}
