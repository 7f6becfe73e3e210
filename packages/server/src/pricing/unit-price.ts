import { discountedPaise } from '@dhanya/api/contract';
import type { Product } from '../db/schema.js';

export type PricedProduct = Pick<Product, 'pricePaise' | 'discountPercent' | 'discountExpiry'>;
export type Offer = Pick<Product, 'discountPercent' | 'discountExpiry'>;

/** A product's (or a pack's) special offer while it is active: a discount whose expiry is still ahead. */
export function activeOffer({ discountPercent, discountExpiry }: Offer, now: Date) {
  if (discountPercent === null || discountExpiry === null || discountExpiry.getTime() <= now.getTime()) return null;
  return { discount: discountPercent, expiry: discountExpiry };
}

/**
 * What one unit costs now, in paise: the catalogue price, or the discounted price while a
 * special offer is active. The catalogue shows it and the cart and checkout charge it, so
 * the price charged is the price shown (SERVER-29).
 */
export function unitPricePaise(product: PricedProduct, now: Date): number {
  const offer = activeOffer(product, now);
  return offer ? discountedPaise(product.pricePaise, offer.discount) : product.pricePaise;
}
