import { ApiError } from '@dhanya/api';
import { useProduct } from '@dhanya/api/swr';

/** The server's answer to an id it has no product for (404) or cannot read as an id (400). */
function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The detail page's product and which of its states to show. */
export function useProductPage(id: string | undefined) {
  const { data: product, error, isValidating, mutate } = useProduct(id);
  const state = product
    ? 'ready'
    : !id || isProductNotFound(error)
      ? 'not-found'
      : error && !isValidating
        ? 'error'
        : 'loading';
  return { product, state, retry: () => void mutate() } as const;
}
