import { api } from '../client';
import { paths } from '../paths';
import type { Product } from '../schemas/catalog';
import { devCheck } from './dev-check';

export type SpecialOfferForm = {
  productId: string;
  /** One pack of the product; without it the offer is on all its packs. */
  packId?: string | undefined;
  /** Percent, more than 0 and less than 100. */
  discount: number | string;
  /** A date (`2026-12-31`) or a full ISO time. */
  discountExpiry: string;
};

/** GET /api/product/bestseller, all of them or the first `limit` (the home preview: 10). */
export function getBestSellers(limit?: number): Promise<Product[]> {
  return api.read(paths.bestSellers, { query: { limit }, schema: devCheck('products') });
}

export function getSpecialOffers(limit?: number): Promise<Product[]> {
  return api.read(paths.specialOffers, { query: { limit }, schema: devCheck('products') });
}

export async function addBestSeller(productId: string): Promise<void> {
  await api.post(paths.addBestSeller, { productId }, { schema: devCheck('acknowledgement') });
}

/** `productId` is the product's `_id`: the flag lives on the product (API-35). */
export async function removeBestSeller(productId: string): Promise<void> {
  await api.delete(paths.removeBestSeller(productId), { schema: devCheck('acknowledgement') });
}

export async function addSpecialOffer(offer: SpecialOfferForm): Promise<void> {
  await api.post(paths.addSpecialOffer, offer, { schema: devCheck('acknowledgement') });
}

/**
 * `productId` is the product's `_id`: the offer lives on the product (API-34). With `packId`,
 * only that pack's own offer ends.
 */
export async function removeSpecialOffer(productId: string, packId?: string): Promise<void> {
  await api.delete(paths.removeSpecialOffer(productId), { query: { packId }, schema: devCheck('acknowledgement') });
}
