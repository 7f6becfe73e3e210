import useSWR from 'swr';
import * as endpoints from '../endpoints/shop-links';
import { paths } from '../paths';
import type { ShopLink } from '../schemas/content';
import { type Mutate, globalMutate } from './keys';
import { useApiMutation } from './mutation';

export function useShopLinks() {
  return useSWR<ShopLink[], Error>(paths.shopLinks, () => endpoints.getShopLinks());
}

async function addShopLink(form: endpoints.ShopLinkForm, mutate: Mutate = globalMutate) {
  await endpoints.addShopLink(form);
  await mutate(paths.shopLinks);
}

async function updateShopLink(id: string, form: endpoints.ShopLinkForm, mutate: Mutate = globalMutate) {
  await endpoints.updateShopLink(id, form);
  await mutate(paths.shopLinks);
}

async function deleteShopLink(id: string, mutate: Mutate = globalMutate) {
  await endpoints.deleteShopLink(id);
  await mutate(paths.shopLinks);
}

export const useDeleteShopLink = () => useApiMutation('shopLink.delete', deleteShopLink);

export type ShopLinkUpdate = { id: string; form: endpoints.ShopLinkForm };

export const useAddShopLink = () => useApiMutation('shopLink.add', addShopLink);
export const useUpdateShopLink = () =>
  useApiMutation('shopLink.update', ({ id, form }: ShopLinkUpdate, mutate) => updateShopLink(id, form, mutate));
