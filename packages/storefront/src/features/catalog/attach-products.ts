/** `product.category` as the API may send it: an object with `_id`, a plain id, or nothing. */
type CategoryRef = { _id: string } | string | null | undefined;

export function categoryIdOf(category: CategoryRef): string | undefined {
  if (!category) return undefined;
  return typeof category === 'string' ? category : category._id;
}

/**
 * Each category with the products whose `category` matches its `_id`, whichever form the
 * reference takes (CATALOG-04). Products keep their order; a category without any gets [].
 */
export function attachProducts<C extends { _id: string }, P extends { category?: CategoryRef }>(
  categories: readonly C[],
  products: readonly P[],
): (C & { products: P[] })[] {
  const byCategory = new Map<string, P[]>();
  for (const product of products) {
    const id = categoryIdOf(product.category);
    if (!id) continue;
    const list = byCategory.get(id) ?? [];
    list.push(product);
    byCategory.set(id, list);
  }
  return categories.map((category) => ({ ...category, products: byCategory.get(category._id) ?? [] }));
}
