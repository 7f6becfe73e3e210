import { type PackValues, rupeesToPaise } from '@dhanya/api/contract';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { productPacks, products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

/** The price and stock of the spec's calls, which know nothing of packs: the default pack's. */
export interface DefaultPackValues {
  pricePaise: number;
  quantity: number;
}

const foreignPack = "That pack is not one of this product's";

type PackedForm = DefaultPackValues & { packs?: PackValues[] | undefined };

/**
 * The product form's packs: the list when it names one, else the spec's price and stock on
 * the default pack. (A new product has one already: the database gives every product
 * inserted a "1 pack" pack from its price and quantity, migration 0004.)
 */
export async function writePacks(tx: Transaction, productId: string, form: PackedForm) {
  if (form.packs) return replacePacks(tx, productId, form.packs);
  return updateDefaultPack(tx, productId, form);
}

/** The spec's update call: the default pack takes the price and stock; the others stay. */
async function updateDefaultPack(tx: Transaction, productId: string, values: DefaultPackValues) {
  const [first] = await tx
    .select({ id: productPacks.id })
    .from(productPacks)
    .where(eq(productPacks.productId, productId))
    .orderBy(asc(productPacks.position), asc(productPacks.createdAt), asc(productPacks.id))
    .limit(1);
  if (!first) throw new Error(`Product ${productId} has no pack`);
  await tx
    .update(productPacks)
    .set({ pricePaise: values.pricePaise, stock: values.quantity })
    .where(eq(productPacks.id, first.id));
}

/** A SKU for a pack the admin left without one: "DH-" and 12 hex digits, as migration 0004 made. */
const newSku = () => `DH-${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;

type SkuedPack = PackValues & { sku: string };

const columnsOf = (pack: SkuedPack, position: number) => ({
  label: pack.label,
  netQuantity: pack.netQuantity,
  unit: pack.unit,
  pricePaise: rupeesToPaise(pack.price),
  mrpPaise: pack.mrp === undefined || pack.mrp === null ? null : rupeesToPaise(pack.mrp),
  stock: pack.quantity,
  sku: pack.sku,
  position,
  // Left out, an existing pack keeps its translations; a new one has none.
  ...(pack.translations ? { translations: pack.translations } : {}),
});

/**
 * Makes the product's packs the list given, in its order: a pack with an `_id` is kept (its
 * cart lines and offer stay), one without is new, and one left out is removed (order lines
 * keep its label). A SKU another product uses is a 409.
 */
export async function replacePacks(tx: Transaction, productId: string, given: PackValues[]) {
  const packs = given.map((pack): SkuedPack => ({ ...pack, sku: pack.sku ?? newSku() }));
  const keptIds = packs.flatMap((pack) => (pack._id ? [pack._id] : []));
  if (keptIds.length > 0) {
    const owned = await tx
      .select({ id: productPacks.id })
      .from(productPacks)
      .where(and(eq(productPacks.productId, productId), inArray(productPacks.id, keptIds)));
    if (owned.length !== new Set(keptIds).size) throw new HttpError(400, foreignPack);
  }
  await refuseTakenSkus(tx, productId, packs);
  await tx
    .delete(productPacks)
    .where(
      keptIds.length > 0
        ? and(eq(productPacks.productId, productId), notInArray(productPacks.id, keptIds))
        : eq(productPacks.productId, productId),
    );
  try {
    // Packs may trade SKUs: each kept one first takes a SKU nobody else can hold.
    if (keptIds.length > 0) {
      await tx
        .update(productPacks)
        .set({ sku: sql`${productPacks.sku} || '~' || ${productPacks.id}` })
        .where(inArray(productPacks.id, keptIds));
    }
    for (const [position, pack] of packs.entries()) {
      if (pack._id) await tx.update(productPacks).set(columnsOf(pack, position)).where(eq(productPacks.id, pack._id));
      else await tx.insert(productPacks).values({ productId, ...columnsOf(pack, position) });
    }
  } catch (error) {
    if (isUniqueViolation(error, 'product_packs_sku_lower_key')) {
      throw new HttpError(409, 'Another product already uses one of these SKUs');
    }
    throw error;
  }
}

/** 409 naming the first SKU of `packs` that another product's pack holds (in any case). */
async function refuseTakenSkus(tx: Transaction, productId: string, packs: SkuedPack[]) {
  const [taken] = await tx
    .select({ sku: productPacks.sku, title: products.title })
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(
      and(
        ne(productPacks.productId, productId),
        inArray(
          sql`lower(${productPacks.sku})`,
          packs.map((pack) => pack.sku.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(409, `SKU ${taken.sku} is already used by ${taken.title}`);
}
