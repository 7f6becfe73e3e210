import { api } from '../client';
import { paths } from '../paths';
import type { ShopLink } from '../schemas/content';
import { devCheck } from './dev-check';
import { toFormData } from './form-data';

/** The multipart fields of a shop link; the image is required on create only (SERVER-21). */
export type ShopLinkForm = {
  title: string;
  category: ShopLink['category'];
  image?: Blob | null;
  /** `{"hi": {"title": "…"}}` as JSON: it replaces the link's (issue 34). */
  translations?: string;
};

export function getShopLinks(): Promise<ShopLink[]> {
  return api.read(paths.shopLinks, { schema: devCheck('shopLinks') });
}

export async function addShopLink(form: ShopLinkForm): Promise<void> {
  await api.post(paths.addShopLink, toFormData(form), { schema: devCheck('acknowledgement') });
}

export async function updateShopLink(id: string, form: ShopLinkForm): Promise<void> {
  await api.put(paths.updateShopLink(id), toFormData(form), { schema: devCheck('acknowledgement') });
}

export async function deleteShopLink(id: string): Promise<void> {
  await api.delete(paths.deleteShopLink(id), { schema: devCheck('acknowledgement') });
}
