import useSWR, { useSWRConfig } from 'swr';
import * as endpoints from '../endpoints/offers';
import type { Product } from '../schemas/catalog';
import { type Mutate, globalMutate, keys, revalidateCatalogue } from './keys';
import { useApiMutation } from './mutation';

/** The home page previews show this many products (HOME-19, HOME-20). */
export const previewLimit = 10;

/**
 * All best sellers, or with a `limit` the home page's preview (`bestSellerPreview` of the
 * spec: `useBestSellers(previewLimit)`), fetched only while its list is empty (HOME-21).
 */
export function useBestSellers(limit?: number) {
  return useProductList(keys.bestSellers(limit), () => endpoints.getBestSellers(limit), limit !== undefined);
}

/** All special offers, or with a `limit` the home page's preview (HOME-21), as above. */
export function useSpecialOffers(limit?: number) {
  return useProductList(keys.specialOffers(limit), () => endpoints.getSpecialOffers(limit), limit !== undefined);
}

/**
 * HOME-21: a preview is fetched only while its shared list (the SWR cache entry) is empty.
 * Returning to `/` with a filled list sends no request, and focus or reconnect do not
 * refetch either; an admin write still refreshes it through `mutate`. Full lists (the
 * "View All" pages, the admin tabs) keep SWR's usual revalidation, so they never show a
 * list that a write in another tab made stale.
 */
function useProductList(key: string, fetcher: () => Promise<Product[]>, preview: boolean) {
  const { cache } = useSWRConfig();
  const cached = cache.get(key)?.data as Product[] | undefined;
  const previewOptions = { revalidateOnMount: !cached?.length, revalidateOnFocus: false, revalidateOnReconnect: false };
  return useSWR<Product[], Error>(key, fetcher, preview ? previewOptions : {});
}

async function addBestSeller(productId: string, mutate: Mutate = globalMutate) {
  await endpoints.addBestSeller(productId);
  await revalidateCatalogue(mutate);
}

async function removeBestSeller(productId: string, mutate: Mutate = globalMutate) {
  await endpoints.removeBestSeller(productId);
  await revalidateCatalogue(mutate);
}

async function addSpecialOffer(offer: endpoints.SpecialOfferForm, mutate: Mutate = globalMutate) {
  await endpoints.addSpecialOffer(offer);
  await revalidateCatalogue(mutate);
}

/** A special offer: on a product's every pack, or with `packId` on that pack alone. */
export type SpecialOfferRef = { productId: string; packId?: string | undefined };

async function removeSpecialOffer({ productId, packId }: SpecialOfferRef, mutate: Mutate = globalMutate) {
  await endpoints.removeSpecialOffer(productId, packId);
  await revalidateCatalogue(mutate);
}

export const useRemoveBestSeller = () => useApiMutation('bestSeller.remove', removeBestSeller);
export const useRemoveSpecialOffer = () => useApiMutation('specialOffer.remove', removeSpecialOffer);
export const useAddBestSeller = () => useApiMutation('bestSeller.add', addBestSeller);
export const useAddSpecialOffer = () => useApiMutation('specialOffer.add', addSpecialOffer);
