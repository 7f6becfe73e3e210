import useSWR from 'swr';
import { api } from '../client';
import * as endpoints from '../endpoints/settings';
import { paths } from '../paths';
import type { ShopSettings } from '../schemas/settings';
import { type Mutate, globalMutate } from './keys';
import { useApiMutation } from './mutation';

/** The shop's settings, for the staff only: nothing is asked without a token. */
export function useShopSettings() {
  return useSWR<ShopSettings, Error>(api.hasToken() ? paths.shopSettings : null, () => endpoints.getShopSettings());
}

async function updateShopSettings(settings: ShopSettings, mutate: Mutate = globalMutate) {
  const stored = await endpoints.updateShopSettings(settings);
  await mutate(paths.shopSettings, stored, { revalidate: false });
  return stored;
}

export const useUpdateShopSettings = () => useApiMutation('settings.update', updateShopSettings);
