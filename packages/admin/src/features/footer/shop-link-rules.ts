import { shopLinkCategories, shopLinkFormSchema, shopLinkTranslatable, translationsFormSchema } from '@dhanya/api';
import { chosenFileSchema } from '@dhanya/shell';

export const allFieldsRequired = 'All fields are required';

export const shopLinkCategoryOptions = shopLinkCategories.map((category) => ({ value: category, label: category }));

/** The form's schema: creating needs a picture too (ADMIN-32); updating keeps the old one (ADMIN-33). */
export function shopLinkFormSchemaFor(mode: 'create' | 'update') {
  return shopLinkFormSchema.extend({
    image: chosenFileSchema(mode === 'create' ? allFieldsRequired : undefined),
    // The Hindi tab's title (issue 34), checked as the server checks it.
    translations: translationsFormSchema(shopLinkTranslatable),
  });
}

/** The one message a refused submit shows: creating says "All fields are required"; updating, the title's. */
export function shopLinkProblem(
  messages: { title?: string; image?: string },
  mode: 'create' | 'update',
): string | undefined {
  const first = messages.title ?? messages.image;
  return first && mode === 'create' ? allFieldsRequired : first;
}
