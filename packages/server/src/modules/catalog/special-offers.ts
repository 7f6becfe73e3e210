import { type Product as ProductView, maxListLength } from '@dhanya/api/contract';
import { and, asc, desc, eq, lte, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { productPacks, products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { productNotFound, requireProduct } from './find-product.js';
import { isId } from '../../db/ids.js';
import { toProductViews } from './product-presenter.js';
import { biggestDiscount, onActiveOffer, selectProducts } from './product-query.js';

export interface SpecialOffer {
  productId: string;
  /** One pack of the product; without it the offer is on the product, so on all its packs. */
  packId?: string | undefined;
  /** Percent, more than 0 and less than 100. */
  discount: number;
  discountExpiry: Date;
}

/** Products on an active offer, biggest discount first (ties by id, as its pages), at most `maxListLength` (API-11); `?limit=` is answerFirst's. */
export async function listSpecialOffers(db: Database): Promise<ProductView[]> {
  const now = new Date();
  const query = selectProducts(db)
    .where(onActiveOffer(now))
    .orderBy(desc(biggestDiscount(now)), asc(products.id));
  return toProductViews(await query.limit(maxListLength), now);
}

const noOfferRunning = (discount: AnyPgColumn, expiry: AnyPgColumn, now: Date) =>
  or(isNull(discount), isNull(expiry), lte(expiry, now));

/**
 * Puts a product, or one of its packs, on special offer (SERVER-19). One whose offer has
 * expired may get a new one; one with an active offer is a 409.
 */
export async function addSpecialOffer(db: Database, { productId, packId, discount, discountExpiry }: SpecialOffer) {
  const now = new Date();
  if (Number(discount.toFixed(2)) !== discount) throw new HttpError(400, 'Discount must have at most 2 decimals');
  if (discountExpiry <= now) throw new HttpError(400, 'Expiry date must be in the future');
  if (!isId(productId)) throw new HttpError(404, productNotFound);
  if (packId !== undefined) return addPackOffer(db, { productId, packId, discount, discountExpiry }, now);

  const [placed] = await db
    .update(products)
    .set({ discountPercent: discount, discountExpiry })
    .where(and(eq(products.id, productId), noOfferRunning(products.discountPercent, products.discountExpiry, now)))
    .returning({ id: products.id });
  if (placed) return;
  await requireProduct(db, productId);
  throw new HttpError(409, 'This product is already on special offer');
}

async function addPackOffer(db: Database, offer: SpecialOffer & { packId: string }, now: Date) {
  const { productId, packId, discount, discountExpiry } = offer;
  if (!isId(packId)) throw new HttpError(404, packNotFound);
  const [placed] = await db
    .update(productPacks)
    .set({ discountPercent: discount, discountExpiry })
    .where(
      and(
        eq(productPacks.id, packId),
        eq(productPacks.productId, productId),
        noOfferRunning(productPacks.discountPercent, productPacks.discountExpiry, now),
      ),
    )
    .returning({ id: productPacks.id });
  if (placed) return;
  await requirePack(db, productId, packId);
  throw new HttpError(409, 'This pack is already on special offer');
}

const packNotFound = "That pack is not one of this product's";

async function requirePack(db: Database, productId: string, packId: string) {
  await requireProduct(db, productId);
  const [found] = await db
    .select({ id: productPacks.id })
    .from(productPacks)
    .where(and(eq(productPacks.id, packId), eq(productPacks.productId, productId)))
    .limit(1);
  if (!found) throw new HttpError(404, packNotFound);
}

/** Ends a product's offer (`id` is the product's, API-34), or with `packId` one pack's. */
export async function removeSpecialOffer(db: Database, productId: string, packId?: string): Promise<void> {
  if (packId !== undefined) {
    if (!isId(packId) || !isId(productId)) throw new HttpError(404, packNotFound);
    const [found] = await db
      .update(productPacks)
      .set({ discountPercent: null, discountExpiry: null })
      .where(and(eq(productPacks.id, packId), eq(productPacks.productId, productId)))
      .returning({ id: productPacks.id });
    if (!found) throw new HttpError(404, packNotFound);
    return;
  }
  const [found] = await db
    .update(products)
    .set({ discountPercent: null, discountExpiry: null })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!found) throw new HttpError(404, productNotFound);
}
