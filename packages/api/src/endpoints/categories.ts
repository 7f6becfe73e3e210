import { api } from '../client';
import { paths } from '../paths';
import {
  type Category,
  type CategoryWithProducts,
  type NavMenu,
  categoryListSchema,
  categorySchema,
  categoryWithProductsSchema,
  navMenuSchema,
} from '../schemas/catalog';
import { acknowledgementSchema } from './acknowledgement';
import { toFormData } from './form-data';

/** The multipart fields of a category; without an image, an update keeps the old one. */
export type CategoryForm = { name: string; image?: Blob | null };

/** GET /api/category/get: an array or `{ categories }`, both read the same (API-06). */
export function getCategories(): Promise<Category[]> {
  return api.get(paths.categories, { schema: categoryListSchema });
}

/** GET /api/category/menu: every category with a few featured products, for the header. */
export function getNavMenu(): Promise<NavMenu> {
  return api.get(paths.navMenu, { schema: navMenuSchema });
}

export function getCategory(id: string): Promise<CategoryWithProducts> {
  return api.get(paths.category(id), { schema: categoryWithProductsSchema });
}

export function addCategory(form: CategoryForm): Promise<Category> {
  return api.post(paths.addCategory, toFormData(form), { schema: categorySchema });
}

export function updateCategory(id: string, form: CategoryForm): Promise<Category> {
  return api.put(paths.updateCategory(id), toFormData(form), { schema: categorySchema });
}

export async function deleteCategory(id: string): Promise<void> {
  await api.delete(paths.deleteCategory(id), { schema: acknowledgementSchema });
}
