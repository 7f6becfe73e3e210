import type { Pack as PackView, Product as ProductView } from '@dhanya/api/contract';
import { paiseToRupees } from '../../db/money.js';
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
  };
}

/**
 * A product as the API shows it: rupees from paise, and its default (first) pack's price,
 * offer and stock in the spec's fields, so `effectivePrice` is what the cart charges for it
 * (SERVER-29).
 */
export function toProductView(row: ProductRow, now: Date): ProductView {
  const packs = row.packs.map((pack) => toPackView(pack, row, now));
  const [first] = packs;
  if (!first) throw new Error(`Product ${row.id} has no pack`);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    quantity: first.quantity,
    price: first.price,
    effectivePrice: first.effectivePrice,
    category: row.category ? { _id: row.category.id, name: row.category.name } : null,
    image: row.image,
    discount: first.discount,
    discountExpiry: first.discountExpiry,
    isBestSeller: row.bestSellerAt !== null,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    packs,
    priceFrom: Math.min(...packs.map((pack) => pack.effectivePrice)),
    hsnCode: row.hsnCode,
    gstRate: asGstRate(row.gstRate),
  };
}

export function toProductViews(rows: ProductRow[], now = new Date()): ProductView[] {
  return rows.map((row) => toProductView(row, now));
}
