import { lineName } from '@dhanya/api/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { isId } from '../../db/ids.js';
import { productPacks, products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

export interface CartPack {
  packId: string;
  /** "Aged Basmati Rice · 5 kg", or only the title when the product comes in one pack. */
  name: string;
  stock: number;
}

/**
 * The pack a cart call means: `packId` when given (it must be the product's), else the
 * product's default pack, so the spec's calls, which name only the product, keep working.
 */
export async function cartPack(tx: Transaction, productId: string, packId: string | undefined): Promise<CartPack> {
  if (!isId(productId) || (packId !== undefined && !isId(packId))) throw new HttpError(404, 'Product not found');
  const [found] = await tx
    .select({
      packId: productPacks.id,
      title: products.title,
      label: productPacks.label,
      packCount: products.packCount,
      stock: productPacks.stock,
    })
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(and(eq(productPacks.productId, productId), packId ? eq(productPacks.id, packId) : undefined))
    .orderBy(asc(productPacks.position), asc(productPacks.createdAt), asc(productPacks.id))
    .limit(1);
  if (!found) throw new HttpError(404, packId ? "That pack is not one of this product's" : 'Product not found');
  return { packId: found.packId, name: lineName(found.title, found.label, found.packCount), stock: found.stock };
}
