/**
 * What a page of a product list is asked with, without zod: the storefront's first load
 * reads these, and zod lives in the schemas chunk that only forms load (see roles.ts).
 */

/** "featured" is each list's own order: by title, as chosen, biggest discount, newest, best match. */
export const productSorts = ['featured', 'price-asc', 'price-desc', 'newest', 'best-selling'] as const;
export type ProductSort = (typeof productSorts)[number];

const defaultPageSize = 24;
/** No request gets more products than this in one page. */
const maxPageSize = 100;
/** What a list without `page` or `cursor` answers at most: every product of a shop of today's size. */
export const maxListLength = 1000;

/** `?limit=` of a page: 1 to `maxPageSize`, anything else the default. */
export function pageSizeOf(limit: unknown): number {
  const size = Number(limit);
  return Number.isInteger(size) && size > 0 ? Math.min(size, maxPageSize) : defaultPageSize;
}

/** A page of a list as a client asks for it; `page` 1 unless a `cursor` is given. */
export type ProductPageParams = {
  page?: number;
  cursor?: string;
  limit?: number;
  sort?: ProductSort;
  /** Rupees, on what the shopper pays. */
  minPrice?: number;
  maxPrice?: number;
  onOffer?: boolean;
  inStock?: boolean;
  /** The product list only: a category to keep to. */
  category?: string;
  /** Search only: the text. */
  query?: string;
  /** The admin's filter: products not yet fully translated into this language ('hi'). */
  untranslated?: string;
};

/**
 * The query string of a page request, in one fixed order so the same page is always the
 * same URL (an SWR key, a cache entry). "featured" and false filters are left out.
 */
export function pageQuery(params: ProductPageParams): Record<string, string | number | undefined> {
  return {
    query: params.query,
    category: params.category,
    page: params.cursor === undefined ? (params.page ?? 1) : undefined,
    cursor: params.cursor,
    limit: params.limit,
    sort: params.sort === 'featured' ? undefined : params.sort,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    onOffer: params.onOffer ? 'true' : undefined,
    inStock: params.inStock ? 'true' : undefined,
    untranslated: params.untranslated,
  };
}
