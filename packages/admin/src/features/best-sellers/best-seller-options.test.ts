import { expect, test } from 'vitest';
import { bestSellerOptions } from './best-seller-options';

// The best sellers tab's Disabled options story shows best sellers disabled on every page; here
// the product's own flag and the best-seller list disagree, as they can until both reload.
test('[ADMIN-22] a product is disabled when either its flag or the best-seller list names it', () => {
  const products = [
    { _id: 'p1', title: 'Sona Masoori Rice', isBestSeller: true },
    { _id: 'p2', title: 'Toor Dal', isBestSeller: false },
    { _id: 'p3', title: 'Ragi Flour', isBestSeller: false },
  ];
  expect(bestSellerOptions(products, [{ _id: 'p3' }])).toEqual([
    { value: 'p1', label: 'Sona Masoori Rice (best seller)', disabled: true },
    { value: 'p2', label: 'Toor Dal', disabled: false },
    { value: 'p3', label: 'Ragi Flour (best seller)', disabled: true },
  ]);
});

test('no products give no options', () => {
  expect(bestSellerOptions([], [{ _id: 'p1' }])).toEqual([]);
});
