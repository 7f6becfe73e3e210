export const categoryMessages = {
  added: 'Category added',
  updated: 'Category updated',
  deleted: 'Category deleted',
  failed: 'Operation failed',
  loadFailed: 'Failed to load categories',
  confirmDelete: 'Are you sure to delete this category?',
} as const;
