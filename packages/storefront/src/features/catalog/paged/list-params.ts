import { type ProductPageParams, type ProductSort, productSorts } from '@dhanya/api';

/**
 * A paged list's state lives in its URL (`?page=2&sort=price-asc&onOffer=1`), so a link, a
 * reload or the back button shows the same products. Nonsense in the URL is read as the
 * default, never as an error: a shopper may have typed or trimmed it.
 */
export type ListParams = Required<Pick<ProductPageParams, 'page' | 'sort' | 'onOffer' | 'inStock'>> &
  Pick<ProductPageParams, 'minPrice' | 'maxPrice'>;

const maxPage = 100_000;

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function rupees(text: string | null): number | undefined {
  if (text === null || !/^\d+(\.\d{1,2})?$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

const isSort = (text: string | null): text is ProductSort => productSorts.includes(text as ProductSort);

export function readListParams(search: URLSearchParams): ListParams {
  const sort = search.get('sort');
  return {
    page: wholeNumber(search.get('page'), 1, maxPage) ?? 1,
    sort: isSort(sort) ? sort : 'featured',
    minPrice: rupees(search.get('minPrice')),
    maxPrice: rupees(search.get('maxPrice')),
    onOffer: search.get('onOffer') === '1',
    inStock: search.get('inStock') === '1',
  };
}

/** How many filters narrow the list: the price range counts once; a sort narrows nothing. */
export const filterCount = (params: ListParams) =>
  [params.minPrice !== undefined || params.maxPrice !== undefined, params.onOffer, params.inStock].filter(Boolean)
    .length;

export const hasFilters = (params: ListParams) => filterCount(params) > 0;

/**
 * The URL query of `params`, defaults left out, in a fixed order: `?sort=newest&page=2`.
 * Other parameters of `keep` (a search's `query`) stay first.
 */
export function listSearch(params: ListParams, keep = new URLSearchParams()): string {
  const search = new URLSearchParams();
  for (const [name, value] of keep) {
    if (!['page', 'sort', 'minPrice', 'maxPrice', 'onOffer', 'inStock'].includes(name)) search.append(name, value);
  }
  if (params.sort !== 'featured') search.set('sort', params.sort);
  if (params.minPrice !== undefined) search.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) search.set('maxPrice', String(params.maxPrice));
  if (params.onOffer) search.set('onOffer', '1');
  if (params.inStock) search.set('inStock', '1');
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
