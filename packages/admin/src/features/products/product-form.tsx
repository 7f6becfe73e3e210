import { type Product, paths, productFormSchema } from '@dhanya/api';
import { useAddProduct, useCategories, useUpdateProduct } from '@dhanya/api/swr';
import { FormField, FormSelect, chosenFileSchema, useSchemaForm } from '@dhanya/shell';
import { TextArea } from '@dhanya/ui';
import { CatalogueItemForm } from '../../shared/forms/catalogue-item-form';
import { useFocusOnMount } from '../../shared/forms/use-focus-on-mount';
import { useItemSubmit } from '../../shared/forms/use-item-submit';
import { productMessages } from './product-messages';

const productWithImageSchema = productFormSchema.extend({ image: chosenFileSchema() });

/** The form's starting values: empty, or the edited product's (ADMIN-14). */
export function productValues(product: Product | null) {
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    quantity: product ? String(product.quantity) : '',
    price: product ? String(product.price) : '',
    category: product?.category?._id ?? '',
    image: null,
  };
}

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
 * (ADMIN-12..14). `productFormSchema` checks every field as the server does; the focus goes
 * to the first refused one and nothing is sent.
 */
export function ProductForm({ product, focusOnMount, onSaved, onCancelEdit }: ProductFormProps) {
  const form = useSchemaForm(productWithImageSchema, { defaultValues: productValues(product) });
  const categories = useCategories();
  const { trigger: add } = useAddProduct();
  const { trigger: update } = useUpdateProduct();
  const save = useItemSubmit({
    editingId: product?._id ?? null,
    add,
    update,
    added: productMessages.added,
    updated: productMessages.updated,
    onSaved,
  });

  useFocusOnMount(form.setFocus, focusOnMount, 'title');

  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category._id, label: category.name }));
  const categoryHelp = categories.error
    ? 'Categories could not be loaded. Reload the page to try again.'
    : categories.data?.length === 0
      ? 'Add a category in the Categories tab first.'
      : undefined;

  return (
    <CatalogueItemForm
      noun="Product"
      editing={product !== null}
      description={
        product ? `Change the details of "${product.title}".` : 'A new product is on sale in the shop at once.'
      }
      form={form}
      onValid={save}
      currentImageUrl={product?.image ? paths.upload('products', product.image) : null}
      onCancelEdit={onCancelEdit}
    >
      <FormField name="title" label="Title" required autoComplete="off" />
      <FormField as={TextArea} name="description" label="Description" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="quantity"
          label="Quantity"
          required
          inputMode="numeric"
          autoComplete="off"
          helperText="Units in stock"
        />
        <FormField
          name="price"
          label="Price (₹)"
          required
          inputMode="decimal"
          autoComplete="off"
          helperText="Rupees, e.g. 249.50"
        />
      </div>
      <FormSelect
        name="category"
        label="Category"
        required
        placeholder={categories.isLoading ? 'Loading categories…' : 'Select a category'}
        options={categoryOptions}
        helperText={categoryHelp}
        disabled={categories.isLoading}
      />
    </CatalogueItemForm>
  );
}
