/** The server's limit for a category name (SERVER-14). */
export const MAX_CATEGORY_NAME = 200;

export const categoryMessages = {
  nameRequired: 'Category name is required',
  nameTooLong: `Category name must be at most ${MAX_CATEGORY_NAME} characters`,
  added: 'Category added',
  updated: 'Category updated',
  deleted: 'Category deleted',
  failed: 'Operation failed',
  loadFailed: 'Failed to load categories',
  confirmDelete: 'Are you sure to delete this category?',
} as const;

/** Why a typed name cannot be saved (ADMIN-08: required), or undefined when it can. */
export function categoryNameProblem(name: string): string | undefined {
  const text = name.trim();
  if (!text) return categoryMessages.nameRequired;
  if (text.length > MAX_CATEGORY_NAME) return categoryMessages.nameTooLong;
  return undefined;
}
