import { api } from '../client';
import { paths } from '../paths';
import type { ShopSettings } from '../schemas/settings';
import { devCheck } from './dev-check';

/** GET /api/admin/settings (admin): the shop's settings, the defaults where none were saved. */
export function getShopSettings(): Promise<ShopSettings> {
  return api.get(paths.shopSettings, { schema: devCheck('shopSettings') });
}

/** PUT /api/admin/settings (admin) answers the settings as stored. */
export function updateShopSettings(settings: ShopSettings): Promise<ShopSettings> {
  return api.put(paths.shopSettings, settings, { schema: devCheck('shopSettings') });
}
