import { discountedPaise } from '../../db/money.js';
import type { Product } from '../../db/schema.js';

export type PricedProduct = Pick<Product, 'pricePaise' | 'discountPercent' | 'discountExpiry'>;

/**
 * What one unit costs now, in paise: the catalogue price, or the discounted price while a
 * special offer is active (a discount whose expiry is still ahead), so the price charged
 * is the price shown (SERVER-29).
 */
export function unitPricePaise({ pricePaise, discountPercent, discountExpiry }: PricedProduct, now: Date): number {
  if (discountPercent === null || discountExpiry === null || discountExpiry.getTime() <= now.getTime()) {
    return pricePaise;
  }
  return discountedPaise(pricePaise, discountPercent);
}
