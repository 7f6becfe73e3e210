import { describe, expect, test } from 'vitest';
import { savedProducts } from './saved-products';

const products = [{ _id: 'rice' }, { _id: 'dal' }, { _id: 'jaggery' }];

describe('[CATALOG-28] the wishlist page lists the saved products', () => {
  test('in the order they were saved, newest first', () => {
    expect(savedProducts(['jaggery', 'rice'], products)).toEqual([{ _id: 'jaggery' }, { _id: 'rice' }]);
  });

  test('leaves out products the shop no longer has', () => {
    expect(savedProducts(['gone', 'dal'], products)).toEqual([{ _id: 'dal' }]);
  });

  test('nothing saved lists nothing', () => {
    expect(savedProducts([], products)).toEqual([]);
  });
});
