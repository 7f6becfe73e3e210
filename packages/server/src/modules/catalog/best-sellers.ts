import { type Product as ProductView, maxListLength } from '@dhanya/api/contract';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { productNotFound, requireProduct } from './find-product.js';
import { isId } from '../../db/ids.js';
import { toProductViews } from './product-presenter.js';
import { selectProducts } from './product-query.js';

/** The best sellers in the order they were chosen (ties by id, as its pages), at most `maxListLength` (API-10); `?limit=` is answerFirst's. */
export async function listBestSellers(db: Database): Promise<ProductView[]> {
  const query = selectProducts(db)
    .where(isNotNull(products.bestSellerAt))
    .orderBy(asc(products.bestSellerAt), asc(products.id));
  return toProductViews(await query.limit(maxListLength));
}

/** Makes a product a best seller; one already chosen is a 409 (SERVER-20). */
export async function addBestSeller(db: Database, productId: string): Promise<void> {
  if (!isId(productId)) throw new HttpError(404, productNotFound);
  const [chosen] = await db
    .update(products)
    .set({ bestSellerAt: sql`now()` })
    .where(and(eq(products.id, productId), isNull(products.bestSellerAt)))
    .returning({ id: products.id });
  if (chosen) return;
  await requireProduct(db, productId);
  throw new HttpError(409, 'This product is already a best seller');
}

/** Takes a product off the best sellers (`id` is the product's, API-35). */
export async function removeBestSeller(db: Database, productId: string): Promise<void> {
  const [found] = await db
    .update(products)
    .set({ bestSellerAt: null })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!found) throw new HttpError(404, productNotFound);
}
