import type { ProductSort } from '@dhanya/api/contract';
import { sql, type SQL } from 'drizzle-orm';
import { orderLines, orders, products } from '../../../db/schema.js';
import { lowestPricePaise } from '../product-query.js';

/** One ordering of a list: an SQL value per product, its type (to read a cursor back) and direction. */
export interface SortKey {
  value: SQL;
  type: 'text' | 'bigint' | 'integer' | 'numeric' | 'timestamptz';
  direction: 'asc' | 'desc';
}

/** Units sold in orders that were not cancelled. */
const unitsSold = sql`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines}
  join ${orders} on ${orders.id} = ${orderLines.orderId}
  where ${orderLines.productId} = ${products.id} and ${orders.status} <> 'cancelled')`;

export const byTitle: SortKey = { value: sql`${products.title}`, type: 'text', direction: 'asc' };
export const byNewest: SortKey = { value: sql`${products.createdAt}`, type: 'timestamptz', direction: 'desc' };

/** The key of a sort the shopper chose; "featured" is the list's own `featured` key. */
export function sortKeyOf(sort: ProductSort, featured: SortKey, now: Date): SortKey {
  switch (sort) {
    case 'featured':
      return featured;
    case 'price-asc':
      return { value: lowestPricePaise(now), type: 'bigint', direction: 'asc' };
    case 'price-desc':
      return { value: lowestPricePaise(now), type: 'bigint', direction: 'desc' };
    case 'newest':
      return byNewest;
    case 'best-selling':
      return { value: unitsSold, type: 'bigint', direction: 'desc' };
  }
}
