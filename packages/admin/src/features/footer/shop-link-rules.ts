import { type ShopLink, shopLinkCategories } from '@dhanya/api';

export const allFieldsRequired = 'All fields are required';
export const titleRequired = 'Title is required';

export type ShopLinkDraft = { title: string; category: ShopLink['category']; image: File | null };

export const shopLinkCategoryOptions = shopLinkCategories.map((category) => ({ value: category, label: category }));

/**
 * Why a shop link cannot be sent yet, or null when it can: creating needs a title and an
 * image (ADMIN-32, "All fields are required"); updating needs a title only (ADMIN-33).
 */
export function shopLinkDraftError(draft: ShopLinkDraft, mode: 'create' | 'update'): string | null {
  if (mode === 'create') return draft.title.trim() && draft.image ? null : allFieldsRequired;
  return draft.title.trim() ? null : titleRequired;
}
