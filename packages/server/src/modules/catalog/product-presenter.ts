import type { Product as ProductView } from '@dhanya/api/contract';
import { paiseToRupees } from '../../db/money.js';
import { activeOffer, unitPricePaise } from '../../pricing/unit-price.js';
import type { ProductRow } from './product-query.js';

/**
 * A product as the API shows it: rupees from paise, and the offer's discount and expiry only
 * while the offer is active, so `effectivePrice` is what the cart charges (SERVER-29).
 */
export function toProductView(row: ProductRow, now: Date): ProductView {
  const offer = activeOffer(row, now);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    quantity: row.quantity,
    price: paiseToRupees(row.pricePaise),
    effectivePrice: paiseToRupees(unitPricePaise(row, now)),
    category: row.category ? { _id: row.category.id, name: row.category.name } : null,
    image: row.image,
    discount: offer?.discount ?? null,
    discountExpiry: offer?.expiry.toISOString() ?? null,
    isBestSeller: row.bestSellerAt !== null,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProductViews(rows: ProductRow[], now = new Date()): ProductView[] {
  return rows.map((row) => toProductView(row, now));
}
