import { describe, expect, it } from 'vitest';
import { hasFilters, listSearch, readListParams } from './list-params';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('a paged list in its URL', () => {
  it('reads page, sort and filters', () => {
    expect(read('page=3&sort=price-asc&minPrice=50&maxPrice=250.50&onOffer=1&inStock=1')).toEqual({
      page: 3,
      sort: 'price-asc',
      minPrice: 50,
      maxPrice: 250.5,
      onOffer: true,
      inStock: true,
    });
  });

  it('reads nonsense as the default, never as an error', () => {
    expect(read('page=0&sort=cheapest&minPrice=-5&maxPrice=abc&onOffer=yes')).toEqual({
      page: 1,
      sort: 'featured',
      minPrice: undefined,
      maxPrice: undefined,
      onOffer: false,
      inStock: false,
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('minPrice=').minPrice).toBeUndefined();
  });

  it('writes only what differs from the default, in one order, keeping a search text first', () => {
    const params = { ...read(''), page: 2, sort: 'newest' as const, inStock: true };
    expect(listSearch(params)).toBe('?sort=newest&inStock=1&page=2');
    expect(listSearch(read(''))).toBe('');
    expect(listSearch({ ...params, page: 1 }, new URLSearchParams('query=rice dal&page=4'))).toBe(
      '?query=rice+dal&sort=newest&inStock=1',
    );
  });

  it('counts a price range or a ticked box as a filter, a sort not', () => {
    expect(hasFilters(read('sort=newest&page=2'))).toBe(false);
    expect(hasFilters(read('maxPrice=100'))).toBe(true);
    expect(hasFilters(read('inStock=1'))).toBe(true);
  });
});
