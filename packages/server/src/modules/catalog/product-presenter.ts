import {
  type Pack as PackView,
  type Product as ProductView,
  paiseToRupees,
  productPackFields,
} from '@dhanya/api/contract';
import { packOffer, packUnitPricePaise } from '../../pricing/pack-price.js';
import type { PackRow, ProductRow } from './product-query.js';
import { asGstRate } from '../../pricing/gst-rate.js';

/** A pack as the API shows it: the offer it sells under (its own, else its product's) only while it runs. */
function toPackView(pack: PackRow, product: ProductRow, now: Date): PackView {
  const offer = packOffer(pack, product, now);
  return {
    _id: pack.id,
    label: pack.label,
    netQuantity: pack.netQuantity,
    unit: pack.unit,
    price: paiseToRupees(pack.pricePaise),
    mrp: pack.mrpPaise === null ? null : paiseToRupees(pack.mrpPaise),
    effectivePrice: paiseToRupees(packUnitPricePaise(pack, product, now)),
    discount: offer?.discount ?? null,
    discountExpiry: offer?.expiry.toISOString() ?? null,
    quantity: pack.stock,
    sku: pack.sku,
    translations: pack.translations,
  };
}

/**
 * A product as the API shows it: rupees from paise, and its packs' price, offer and stock in
 * the spec's fields (`productPackFields`).
 */
export function toProductView(row: ProductRow, now: Date): ProductView {
  const packs = row.packs.map((pack) => toPackView(pack, row, now));
  if (packs.length === 0) throw new Error(`Product ${row.id} has no pack`);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    ...productPackFields(packs),
    category: row.category
      ? { _id: row.category.id, name: row.category.name, translations: row.category.translations }
      : null,
    image: row.image,
    isBestSeller: row.bestSellerAt !== null,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    packs,
    hsnCode: row.hsnCode,
    gstRate: asGstRate(row.gstRate),
    translations: row.translations,
    aliases: row.aliases,
  };
}

export function toProductViews(rows: ProductRow[], now = new Date()): ProductView[] {
  return rows.map((row) => toProductView(row, now));
}
