import { type Product as ProductView, maxListLength } from '@dhanya/api/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { toProductViews } from './product-presenter.js';
import { onActiveOffer, selectProducts } from './product-query.js';

/** Every product by title (ties by id, as its pages), or with `specialOffersOnly` those with an active offer (API-08). */
export async function listProducts(db: Database, { specialOffersOnly = false } = {}): Promise<ProductView[]> {
  const now = new Date();
  const query = selectProducts(db).orderBy(asc(products.title), asc(products.id)).limit(maxListLength);
  const rows = await (specialOffersOnly ? query.where(onActiveOffer(now)) : query);
  return toProductViews(rows, now);
}
