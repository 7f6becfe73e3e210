import { type Product, paths } from '@dhanya/api';
import { useCategories } from '@dhanya/api/swr';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Select,
  TextArea,
  TextField,
} from '@dhanya/ui';
import { useEffect, useId } from 'react';
import { ImagePicker } from '../../shared/images/image-picker';
import { useProductForm } from './use-product-form';
import { type ProductField } from './validate-product';

type ProductFormProps = {
  /** The product being edited; null for the add form. */
  product: Product | null;
  /** Move the focus to the title on mount (after Edit, a save or a cancel). */
  focusOnMount: boolean;
  onSaved: () => void;
  onCancelEdit: () => void;
};

/**
 * "Add Product", or "Edit Product" pre-filled with "Update Product" and "Cancel edit"
 * (ADMIN-12..14). The tab gives each add or edit its own instance (a `key`), so every start
 * is clean.
 */
export function ProductForm({ product, focusOnMount, onSaved, onCancelEdit }: ProductFormProps) {
  const id = useId();
  const fieldId = (field: ProductField) => `${id}-${field}`;
  const focus = (field: ProductField) => document.getElementById(fieldId(field))?.focus();
  const form = useProductForm(product, onSaved, focus);
  const categories = useCategories();

  useEffect(() => {
    if (focusOnMount) document.getElementById(`${id}-title`)?.focus();
  }, [focusOnMount, id]);

  const text = (field: ProductField) => ({
    id: fieldId(field),
    name: field,
    required: true,
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(field, event.target.value),
  });

  const editing = product !== null;
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category._id, label: category.name }));
  const categoryHelp = categories.error
    ? 'Categories could not be loaded. Reload the page to try again.'
    : categories.data?.length === 0
      ? 'Add a category in the Categories tab first.'
      : undefined;

  return (
    <Card aria-labelledby={`${id}-heading`} role="region">
      <CardHeader>
        <CardTitle id={`${id}-heading`}>{editing ? 'Edit Product' : 'Add Product'}</CardTitle>
        <CardDescription>
          {editing ? `Change the details of "${product.title}".` : 'A new product is on sale in the shop at once.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void form.submit(event)} noValidate className="flex flex-col gap-4">
          <TextField label="Title" autoComplete="off" {...text('title')} />
          <TextArea label="Description" {...text('description')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Quantity"
              inputMode="numeric"
              autoComplete="off"
              helperText="Units in stock"
              {...text('quantity')}
            />
            <TextField
              label="Price (₹)"
              inputMode="decimal"
              autoComplete="off"
              helperText="Rupees, e.g. 249.50"
              {...text('price')}
            />
          </div>
          <Select
            id={fieldId('category')}
            label="Category"
            required
            placeholder={categories.isLoading ? 'Loading categories…' : 'Select a category'}
            options={categoryOptions}
            value={form.values.category}
            onValueChange={(value) => form.set('category', value)}
            error={form.errors.category}
            helperText={categoryHelp}
            disabled={categories.isLoading}
          />
          <ImagePicker
            label={editing ? 'New Image (optional)' : 'Image (optional)'}
            previewUrl={form.image.previewUrl}
            currentUrl={product?.image ? paths.upload('products', product.image) : null}
            onChoose={form.image.choose}
            error={form.imageError}
            onError={form.setImageError}
            disabled={form.saving}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={form.saving}>
              {editing ? 'Update Product' : 'Add Product'}
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
