import { HttpResponse } from 'msw';
import { lacksTranslation, productTranslatedFields } from '../content-language';
import { pageCountOf, pageOffset } from '../paging';
import { type ProductSort, pageSizeOf } from '../product-page-params';
import type { Product } from '../schemas/catalog';
import { productPageQuerySchema } from '../schemas/product-pages';
import { validate } from './respond';

type Compare = (a: Product, b: Product) => number;

/** The server's sorts (sort-keys.ts, in SQL) over an array; "featured" is the list's own order. */
const sorts: Record<Exclude<ProductSort, 'featured'>, Compare> = {
  'price-asc': (a, b) => a.priceFrom - b.priceFrom,
  'price-desc': (a, b) => b.priceFrom - a.priceFrom,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  // The fixtures keep no orders: the most reviewed stand in for the best selling.
  'best-selling': (a, b) => (b.reviewCount ?? 0) - (a.reviewCount ?? 0),
};

/**
 * A page of `list` (in its own, "featured", order) as the server answers one, when the
 * request asks with `page` or `cursor`; undefined when it asks for the spec's whole list.
 * The mock's cursor is the offset of the next product.
 */
export function pageOf(list: Product[], request: Request, extra: object = {}) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if (params.page === undefined && params.cursor === undefined) return undefined;
  const query = validate(productPageQuerySchema, params);
  const category = params.category;
  const matching = list.filter(
    (product) =>
      (query.minPrice === undefined || product.priceFrom >= query.minPrice) &&
      (query.maxPrice === undefined || product.priceFrom <= query.maxPrice) &&
      (!query.onOffer || product.packs.some((pack) => pack.discount !== null)) &&
      (!query.inStock || product.packs.some((pack) => pack.quantity > 0)) &&
      (category === undefined || product.category?._id === category) &&
      (query.untranslated === undefined || lacksTranslation(product, productTranslatedFields, query.untranslated)),
  );
  const sort = query.sort ?? 'featured';
  const sorted = sort === 'featured' ? matching : [...matching].sort(sorts[sort]);
  const limit = pageSizeOf(query.limit);
  const start = query.cursor === undefined ? pageOffset(query.page ?? 1, limit) : Number(atob(query.cursor));
  const next = start + limit;
  return HttpResponse.json({
    ...extra,
    products: sorted.slice(start, next),
    total: sorted.length,
    page: query.cursor === undefined ? (query.page ?? 1) : null,
    pageCount: pageCountOf(sorted.length, limit),
    limit,
    nextCursor: next < sorted.length ? btoa(String(next)) : null,
  });
}

/** A story's own product list, answered as the server would: a page when asked for one. */
export function productListAnswer(list: Product[], request: Request, category?: object) {
  return pageOf(list, request, category) ?? HttpResponse.json(category ? { ...category, products: list } : list);
}
