import type { Product as ProductView } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { toProductView } from './product-presenter.js';
import { selectProducts } from './product-query.js';

export const productNotFound = 'Product not found';

/** One product (API-09). */
export async function findProduct(db: Database, id: string): Promise<ProductView> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  if (!row) throw new HttpError(404, productNotFound);
  return toProductView(row, new Date());
}

/** 404 unless the product exists: tells "already done" (409) from "no such product". */
export async function requireProduct(db: Database, id: string): Promise<void> {
  const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  if (!found) throw new HttpError(404, productNotFound);
}
