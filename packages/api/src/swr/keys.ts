import { type ScopedMutator, mutate as globalMutate } from 'swr';
import { type AdminOrdersQuery, adminOrdersQuery } from '../admin-orders-query';
import { withQuery } from '../client';
import { paths } from '../paths';
import { type ProductPageParams, pageQuery } from '../product-page-params';

/**
 * SWR keys are the URLs the client requests, so `mutate(paths.cart)` reaches `useCart`
 * and a key with a query string is still found by its path.
 */
export const keys = {
  products: (type?: string) => withQuery(paths.products, { type }),
  bestSellers: (limit?: number) => withQuery(paths.bestSellers, { limit }),
  specialOffers: (limit?: number) => withQuery(paths.specialOffers, { limit }),
  search: (text: string) => withQuery(paths.search, { query: text }),
  adminOrders: (query: AdminOrdersQuery) => withQuery(paths.adminOrders, adminOrdersQuery(query)),
  /** A page of a product list (or of a category's products): the URL it is asked with. */
  productPage: (list: string, params: ProductPageParams) => withQuery(list, pageQuery(params)),
};

/**
 * Every mutation takes the `mutate` of the cache it should refresh: the global one by
 * default, or `useSWRConfig().mutate` under an `<SWRConfig provider>` (each story has its own).
 */
export type Mutate = ScopedMutator;
export { globalMutate };

/** Revalidates every cached key that is one of `prefixes` or lies under one of them. */
export function revalidateUnder(mutate: Mutate, ...prefixes: string[]) {
  return mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
}

/** Everything a catalogue write can change: product lists, offers, search and categories. */
export function revalidateCatalogue(mutate: Mutate) {
  return revalidateUnder(mutate, '/api/product/', '/api/category/');
}
