import { eq, isNotNull, sql } from 'drizzle-orm';
import { products } from '../../../db/schema.js';
import { biggestDiscount, onActiveOffer, uuidArray } from '../product-query.js';
import type { ListScope } from './find-product-page.js';
import { byNewest, byTitle } from './sort-keys.js';

/**
 * The lists a shopper pages through, each with the products it holds and its own order
 * ("featured"), as its spec answer has them.
 */

export const allProducts: ListScope = { featured: byTitle };

export const productsOnOffer = (now: Date): ListScope => ({ where: onActiveOffer(now), featured: byTitle });

export const categoryProducts = (categoryId: string): ListScope => ({
  where: eq(products.categoryId, categoryId),
  featured: byTitle,
});

/** As they were chosen (API-10). */
export const bestSellers: ListScope = {
  where: isNotNull(products.bestSellerAt),
  featured: { value: sql`${products.bestSellerAt}`, type: 'timestamptz', direction: 'asc' },
};

/** Biggest discount first (API-11). */
export const specialOffers = (now: Date): ListScope => ({
  where: onActiveOffer(now),
  featured: { value: biggestDiscount(now), type: 'numeric', direction: 'desc' },
});

/**
 * Products named by id, in the order given: search's matches, best first, or the new
 * arrivals, newest first.
 */
export function listedProducts(ids: readonly string[], order: 'as-given' | 'newest'): ListScope {
  const idArray = uuidArray(ids);
  return {
    where: sql`${products.id} = any(${idArray})`,
    featured:
      order === 'newest'
        ? byNewest
        : { value: sql`array_position(${idArray}, ${products.id})`, type: 'integer', direction: 'asc' },
  };
}
