import { type Product as ProductView, maxListLength } from '@dhanya/api/contract';
import { and, asc, desc, eq, lte, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { productNotFound, requireProduct } from './find-product.js';
import { isId } from '../../db/ids.js';
import { toProductViews } from './product-presenter.js';
import { onActiveOffer, selectProducts } from './product-query.js';

export interface SpecialOffer {
  productId: string;
  /** Percent, more than 0 and less than 100. */
  discount: number;
  discountExpiry: Date;
}

/** Products on an active offer, biggest discount first; all of them without `limit` (API-11). */
export async function listSpecialOffers(db: Database, limit?: number): Promise<ProductView[]> {
  const now = new Date();
  const query = selectProducts(db)
    .where(onActiveOffer(now))
    .orderBy(desc(products.discountPercent), asc(products.title));
  return toProductViews(await query.limit(limit ?? maxListLength), now);
}

/**
 * Puts a product on special offer (SERVER-19). A product whose offer has expired may get a
 * new one; one with an active offer is a 409.
 */
export async function addSpecialOffer(db: Database, { productId, discount, discountExpiry }: SpecialOffer) {
  const now = new Date();
  if (Number(discount.toFixed(2)) !== discount) throw new HttpError(400, 'Discount must have at most 2 decimals');
  if (discountExpiry <= now) throw new HttpError(400, 'Expiry date must be in the future');
  if (!isId(productId)) throw new HttpError(404, productNotFound);

  const [placed] = await db
    .update(products)
    .set({ discountPercent: discount, discountExpiry })
    .where(
      and(
        eq(products.id, productId),
        or(isNull(products.discountPercent), isNull(products.discountExpiry), lte(products.discountExpiry, now)),
      ),
    )
    .returning({ id: products.id });
  if (placed) return;
  await requireProduct(db, productId);
  throw new HttpError(409, 'This product is already on special offer');
}

/** Ends a product's offer (`id` is the product's, API-34). */
export async function removeSpecialOffer(db: Database, productId: string): Promise<void> {
  const [found] = await db
    .update(products)
    .set({ discountPercent: null, discountExpiry: null })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!found) throw new HttpError(404, productNotFound);
}
