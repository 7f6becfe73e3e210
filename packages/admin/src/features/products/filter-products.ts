import { type Product } from '@dhanya/api';

/**
 * The products whose title or category contains every word of `query`, ignoring case and
 * extra spaces; a blank query keeps them all. Keeps a long catalogue workable.
 */
export function filterProducts(products: readonly Product[], query: string): readonly Product[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return products;
  return products.filter((product) => {
    const haystack = `${product.title} ${product.category?.name ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
