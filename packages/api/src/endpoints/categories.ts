import { api } from '../client';
import { paths } from '../paths';
import { type ProductPageParams, pageQuery } from '../product-page-params';
import type { Category, NavMenu } from '../schemas/catalog';
import type { CategoryPage } from '../schemas/product-pages';
import { devCheck } from './dev-check';
import { toFormData } from './form-data';

/** The multipart fields of a category; without an image, an update keeps the old one. */
export type CategoryForm = {
  name: string;
  image?: Blob | null;
  /** `{"hi": {"name": "…"}}` as JSON: they replace the category's (issue 34). */
  translations?: string;
};

/** GET /api/category/get: an array or `{ categories }`, both read the same (API-06). */
export async function getCategories(): Promise<Category[]> {
  const answer = await api.read(paths.categories, { schema: devCheck('categories') });
  return Array.isArray(answer) ? answer : answer.categories;
}

/** GET /api/category/menu: every category with a few featured products, for the header. */
export function getNavMenu(): Promise<NavMenu> {
  return api.read(paths.navMenu, { schema: devCheck('navMenu') });
}

/** One category with a page of its products, sorted and filtered. */
export function getCategoryPage(id: string, params: ProductPageParams): Promise<CategoryPage> {
  return api.read(paths.category(id), { query: pageQuery(params), schema: devCheck('categoryPage') });
}

export function addCategory(form: CategoryForm): Promise<Category> {
  return api.post(paths.addCategory, toFormData(form), { schema: devCheck('category') });
}

export function updateCategory(id: string, form: CategoryForm): Promise<Category> {
  return api.put(paths.updateCategory(id), toFormData(form), { schema: devCheck('category') });
}

export async function deleteCategory(id: string): Promise<void> {
  await api.delete(paths.deleteCategory(id), { schema: devCheck('acknowledgement') });
}
