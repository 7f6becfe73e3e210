import type { Product as ProductView } from '@dhanya/api/contract';
import { asc, desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { toProductViews } from './product-presenter.js';
import { selectProducts } from './product-query.js';

const newArrivalCount = 20;

/** The newest products, newest first (ties by id, as its pages) (API-12). */
export async function listNewArrivals(db: Database): Promise<ProductView[]> {
  const rows = await selectProducts(db).orderBy(desc(products.createdAt), asc(products.id)).limit(newArrivalCount);
  return toProductViews(rows);
}
