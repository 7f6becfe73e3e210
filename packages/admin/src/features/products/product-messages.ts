export const productMessages = {
  added: 'Product added',
  updated: 'Product updated',
  deleted: 'Product deleted',
  failed: 'Operation failed',
  loadFailed: 'Failed to load products',
  confirmDelete: 'Delete this product?',
} as const;
