import { type Category, paths } from '@dhanya/api';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, TextField } from '@dhanya/ui';
import { useEffect, useId, useRef } from 'react';
import { ImagePicker } from '../../shared/images/image-picker';
import { useCategoryForm } from './use-category-form';

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
 * (ADMIN-08, ADMIN-09). The tab gives each add or edit its own instance (a `key`), so every
 * start is clean: no leftover text, file or error.
 */
export function CategoryForm({ category, focusOnMount, onSaved, onCancelEdit }: CategoryFormProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const form = useCategoryForm(category, onSaved, () => nameRef.current?.focus());

  useEffect(() => {
    if (focusOnMount) nameRef.current?.focus();
  }, [focusOnMount]);

  const editing = category !== null;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId}>{editing ? 'Edit Category' : 'Add Category'}</CardTitle>
        <CardDescription>
          {editing
            ? `Change the name or picture of "${category.name}".`
            : 'A new category appears in the shop at once.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void form.submit(event)} noValidate className="flex flex-col gap-4">
          <TextField
            ref={nameRef}
            label="Category Name"
            name="name"
            required
            autoComplete="off"
            value={form.name}
            onChange={(event) => form.setName(event.target.value)}
            error={form.nameError}
          />
          <ImagePicker
            label={editing ? 'New Image (optional)' : 'Image (optional)'}
            previewUrl={form.image.previewUrl}
            currentUrl={category?.image ? paths.upload('category', category.image) : null}
            onChoose={form.image.choose}
            error={form.imageError}
            onError={form.setImageError}
            disabled={form.saving}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={form.saving}>
              {editing ? 'Update Category' : 'Add Category'}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={onCancelEdit} disabled={form.saving}>
                Cancel edit
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
