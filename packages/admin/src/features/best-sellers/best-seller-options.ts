import type { Product } from '@dhanya/api';
import type { ComboboxOption } from '@dhanya/ui';

/** The spec's texts of the Best Sellers tab (ADMIN-21 to ADMIN-24). */
export const bestSellerTexts = {
  selectProduct: 'Please select a product',
  added: 'Best seller added!',
  addFailed: 'Failed to add best seller',
  removed: 'Best seller removed',
  removeFailed: 'Failed to remove best seller',
  empty: 'No best sellers available.',
} as const;

/**
 * The picker's options: a page of products by title, those already best sellers disabled
 * (ADMIN-22), whether the product says so or the best-seller list has it.
 */
export function bestSellerOptions(
  products: readonly Pick<Product, '_id' | 'title' | 'isBestSeller'>[],
  bestSellers: readonly Pick<Product, '_id'>[],
): ComboboxOption[] {
  const listed = new Set(bestSellers.map((product) => product._id));
  return products.map((product) => {
    const taken = product.isBestSeller || listed.has(product._id);
    return { value: product._id, label: taken ? `${product.title} (best seller)` : product.title, disabled: taken };
  });
}
