import { describe, expect, test } from 'vitest';
import { attachProducts, categoryIdOf } from './attach-products';

describe('[CATALOG-04] products are attached to their category in the browser', () => {
  const categories = [{ _id: 'rice' }, { _id: 'dal' }, { _id: 'spices' }];

  test('a category reference may be an object with _id or a plain id: both match', () => {
    const products = [
      { title: 'Basmati', category: { _id: 'rice', name: 'Rice' } },
      { title: 'Sona Masoori', category: 'rice' },
      { title: 'Toor Dal', category: 'dal' },
      { title: 'Unfiled', category: null },
    ];
    const attached = attachProducts(categories, products);
    expect(attached.map((category) => category.products.map((product) => product.title))).toEqual([
      ['Basmati', 'Sona Masoori'],
      ['Toor Dal'],
      [],
    ]);
  });

  test('reads the id from either form', () => {
    expect(categoryIdOf({ _id: 'rice' })).toBe('rice');
    expect(categoryIdOf('rice')).toBe('rice');
    expect(categoryIdOf(null)).toBeUndefined();
  });
});
