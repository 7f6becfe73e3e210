import {
  type Category,
  categoryFormSchema,
  categoryTranslatable,
  paths,
  requiredText,
  translationsFormSchema,
} from '@dhanya/api';
import { useAddCategory, useUpdateCategory } from '@dhanya/api/swr';
import { FormField, LanguageTabs, chosenFileSchema, useSchemaForm } from '@dhanya/shell';
import { CatalogueItemForm } from '../../shared/forms/catalogue-item-form';
import { withTranslationsJson } from '../../shared/forms/translations-json';
import { useFocusOnMount } from '../../shared/forms/use-focus-on-mount';
import { useItemSubmit } from '../../shared/forms/use-item-submit';
import { categoryMessages } from './category-messages';

// The server's rule for the name, named as the form labels it: "Category name is required".
// The Hindi tab's name is checked as the server checks it; blank, it is dropped (issue 34).
const categoryWithImageSchema = categoryFormSchema.extend({
  name: requiredText('Category name'),
  image: chosenFileSchema(),
  translations: translationsFormSchema(categoryTranslatable),
});

type CategoryFormProps = {
  /** The category being edited; null for the add form. */
  category: Category | null;
  /** Move the focus to the name field on mount (after Edit, a save or a cancel). */
  focusOnMount: boolean;
  onSaved: () => void;
  onCancelEdit: () => void;
};

/**
 * "Add Category", or "Edit Category" pre-filled with "Update Category" and "Cancel edit"
 * (ADMIN-08, ADMIN-09): a blank name sends nothing.
 */
export function CategoryForm({ category, focusOnMount, onSaved, onCancelEdit }: CategoryFormProps) {
  const form = useSchemaForm(categoryWithImageSchema, {
    defaultValues: {
      name: category?.name ?? '',
      image: null,
      translations: { hi: { name: category?.translations?.hi?.name ?? '' } },
    },
  });
  const { trigger: add } = useAddCategory();
  const { trigger: update } = useUpdateCategory();
  const save = useItemSubmit({
    editingId: category?._id ?? null,
    add,
    update,
    added: categoryMessages.added,
    updated: categoryMessages.updated,
    onSaved,
  });

  useFocusOnMount(form.setFocus, focusOnMount, 'name');

  return (
    <CatalogueItemForm
      noun="Category"
      editing={category !== null}
      description={
        category ? `Change the name or picture of "${category.name}".` : 'A new category appears in the shop at once.'
      }
      form={form}
      onValid={(values) => save(withTranslationsJson(values))}
      currentImageUrl={category?.image ? paths.upload('category', category.image) : null}
      onCancelEdit={onCancelEdit}
    >
      <LanguageTabs
        label="Category name"
        english={<FormField name="name" label="Category Name" required autoComplete="off" />}
        translated={{
          hi: (
            <FormField
              name="translations.hi.name"
              label="Category name in Hindi"
              autoComplete="off"
              lang="hi"
              helperText="Shown on the shop’s Hindi pages; left empty, they show the English name."
            />
          ),
        }}
      />
    </CatalogueItemForm>
  );
}
