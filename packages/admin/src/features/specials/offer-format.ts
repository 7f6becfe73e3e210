import { type Pack, type Product, formatDate } from '@dhanya/api';
import type { ComboboxOption } from '@dhanya/ui';

/**
 * The picker's options: a page of products by title, those already on special offer disabled
 * (ADMIN-17) so one product never carries two offers.
 */
export function specialOfferOptions(
  products: readonly Pick<Product, '_id' | 'title'>[],
  specials: readonly Pick<Product, '_id'>[],
): ComboboxOption[] {
  const onOffer = new Set(specials.map((product) => product._id));
  return products.map((product) => ({
    value: product._id,
    label: onOffer.has(product._id) ? `${product.title} (on offer)` : product.title,
    disabled: onOffer.has(product._id),
  }));
}

/**
 * "31 Dec 2026". An expiry is a calendar date stored as midnight UTC, so it is read in UTC:
 * in India's evening or America's morning it is still the day the admin picked.
 */
export const formatExpiry = (iso: string | null) => (iso ? formatDate(iso, 'date', { timeZone: 'UTC' }) : '');

/** An offer running on a product: on all its packs (the prices shown are its default pack's), or on one. */
export type ProductOffer = { pack: Pack; onAllPacks: boolean };

/**
 * The offers a product in the special offers list carries. One discount and expiry on every
 * pack is an offer on the product; otherwise each discounted pack has its own.
 */
export function offersOn(product: Pick<Product, 'packs'>): ProductOffer[] {
  const discounted = product.packs.filter((pack) => pack.discount !== null);
  const [first] = discounted;
  if (!first) return [];
  const onAllPacks =
    discounted.length === product.packs.length &&
    discounted.every((pack) => pack.discount === first.discount && pack.discountExpiry === first.discountExpiry);
  return onAllPacks ? [{ pack: first, onAllPacks }] : discounted.map((pack) => ({ pack, onAllPacks }));
}
