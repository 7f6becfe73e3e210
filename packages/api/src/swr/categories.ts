import useSWR from 'swr';
import * as endpoints from '../endpoints/categories';
import { paths } from '../paths';
import type { ProductPageParams } from '../product-page-params';
import type { Category, NavMenu } from '../schemas/catalog';
import type { CategoryPage } from '../schemas/product-pages';
import { type Mutate, globalMutate, keys, revalidateCatalogue } from './keys';
import { useApiMutation } from './mutation';

/**
 * HOME-17: every mount of a section asks again, even with categories cached. No deduping
 * window after an answer, so leaving `/` and coming back at once still sends a request;
 * sections mounting together (header tabs, mega-menu, home grid) share the one in flight.
 */
export function useCategories() {
  return useSWR<Category[], Error>(paths.categories, () => endpoints.getCategories(), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
}

/** The header's mega-menu and drawer; catalogue writes refresh it with the other catalogue keys. */
export function useNavMenu() {
  return useSWR<NavMenu, Error>(paths.navMenu, () => endpoints.getNavMenu());
}

/** A category with a page of its products; the previous page stays shown while the next loads. */
export function useCategoryPage(id: string | undefined, params: ProductPageParams) {
  return useSWR<CategoryPage, Error>(
    id ? keys.productPage(paths.category(id), params) : null,
    () => endpoints.getCategoryPage(id!, params),
    { keepPreviousData: true },
  );
}

async function addCategory(form: endpoints.CategoryForm, mutate: Mutate = globalMutate) {
  const category = await endpoints.addCategory(form);
  await revalidateCatalogue(mutate);
  return category;
}

async function updateCategory(id: string, form: endpoints.CategoryForm, mutate: Mutate = globalMutate) {
  const category = await endpoints.updateCategory(id, form);
  await revalidateCatalogue(mutate);
  return category;
}

async function deleteCategory(id: string, mutate: Mutate = globalMutate) {
  await endpoints.deleteCategory(id);
  await revalidateCatalogue(mutate);
}

export const useDeleteCategory = () => useApiMutation('category.delete', deleteCategory);

export type CategoryUpdate = { id: string; form: endpoints.CategoryForm };

export const useAddCategory = () => useApiMutation('category.add', addCategory);
export const useUpdateCategory = () =>
  useApiMutation('category.update', ({ id, form }: CategoryUpdate, mutate) => updateCategory(id, form, mutate));
