import useSWR from 'swr';
import * as endpoints from '../endpoints/products';
import { paths } from '../paths';
import type { ProductPageParams } from '../product-page-params';
import type { Product } from '../schemas/catalog';
import type { ProductPage } from '../schemas/product-pages';
import { type Mutate, globalMutate, keys, revalidateCatalogue } from './keys';
import { useApiMutation } from './mutation';

export function useProducts(type?: endpoints.ProductListType) {
  return useSWR<Product[], Error>(keys.products(type), () => endpoints.getProducts(type));
}

/**
 * A page of a product list; the previous page stays on screen while the next one loads, so
 * paging and sorting never flash the skeletons. Blank search text asks for nothing.
 */
export function useProductListPage(list: endpoints.PagedList, params: ProductPageParams) {
  const blankSearch = list === paths.search && !params.query?.trim();
  return useSWR<ProductPage, Error>(
    blankSearch ? null : keys.productPage(list, params),
    () => endpoints.getProductPage(list, params),
    { keepPreviousData: true },
  );
}

export function useProduct(id: string | undefined) {
  return useSWR<Product, Error>(id ? paths.product(id) : null, () => endpoints.getProduct(id!));
}

const noMatches: Product[] = [];

/**
 * Suggestions for the search box; the box debounces the text (SEARCH-05). Blank text has no
 * key, so nothing is sent and the list is empty (SEARCH-07). Data is kept per key, so an
 * older query's late answer never shows under a newer query (SEARCH-06).
 */
export function useProductSearch(query: string) {
  const text = query.trim();
  const result = useSWR<Product[], Error>(text ? keys.search(text) : null, () => endpoints.searchProducts(text), {
    revalidateOnFocus: false,
  });
  return text ? result : { ...result, data: noMatches };
}

export async function addProduct(form: endpoints.ProductForm, mutate: Mutate = globalMutate) {
  const product = await endpoints.addProduct(form);
  await revalidateCatalogue(mutate);
  return product;
}

async function updateProduct(id: string, form: endpoints.ProductForm, mutate: Mutate = globalMutate) {
  const product = await endpoints.updateProduct(id, form);
  await revalidateCatalogue(mutate);
  return product;
}

async function deleteProduct(id: string, mutate: Mutate = globalMutate) {
  await endpoints.deleteProduct(id);
  await revalidateCatalogue(mutate);
}

export const useDeleteProduct = () => useApiMutation('product.delete', deleteProduct);

export type ProductUpdate = { id: string; form: endpoints.ProductForm };

export const useAddProduct = () => useApiMutation('product.add', addProduct);
export const useUpdateProduct = () =>
  useApiMutation('product.update', ({ id, form }: ProductUpdate, mutate) => updateProduct(id, form, mutate));
