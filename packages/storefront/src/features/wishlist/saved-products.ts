/**
 * The saved products in the wishlist's order (newest first). Ids of products the shop no
 * longer has are left out rather than shown as broken cards.
 */
export function savedProducts<P extends { _id: string }>(savedIds: readonly string[], products: readonly P[]): P[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return savedIds.flatMap((id) => byId.get(id) ?? []);
}
