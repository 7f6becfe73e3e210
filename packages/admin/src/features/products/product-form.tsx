import { type Product, paths } from '@dhanya/api';
import { useAddProduct, useCategories, useUpdateProduct } from '@dhanya/api/swr';
import { FormField, LanguageTabs, FormSelect, useSchemaForm } from '@dhanya/shell';
import { TextArea } from '@dhanya/ui';
import { CatalogueItemForm } from '../../shared/forms/catalogue-item-form';
import { useFocusOnMount } from '../../shared/forms/use-focus-on-mount';
import { useItemSubmit } from '../../shared/forms/use-item-submit';
import { PackEditor } from './pack-editor';
import { ProductHindiFields } from './product-hindi-fields';
import {
  type ProductEditorInput,
  type ProductEditorValues,
  productEditorSchema,
  productFormBody,
  productValues,
} from './product-form-values';
import { productMessages } from './product-messages';
import { ProductProblemSummary } from './product-problem-summary';
import { rowOfTakenSku } from './sku-conflict';
import { TaxFields } from './tax-fields';

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
 * (ADMIN-12..14), with the product's packs. The contract's schemas check every field as the
 * server does; the focus goes to the first refused one, the summary lists them all, and
 * nothing is sent. A SKU another product holds is shown on its pack's SKU field.
 */
export function ProductForm({ product, focusOnMount, onSaved, onCancelEdit }: ProductFormProps) {
  const form = useSchemaForm<ProductEditorInput, ProductEditorValues>(productEditorSchema, {
    defaultValues: productValues(product),
  });
  const categories = useCategories();
  const { trigger: add } = useAddProduct();
  const { trigger: update } = useUpdateProduct();
  const save = useItemSubmit({
    editingId: product?._id ?? null,
    add,
    update,
    added: productMessages.added,
    updated: productMessages.updated,
    showOnForm: (error) => {
      const row = rowOfTakenSku(
        error,
        form.getValues('packs').map((pack) => pack.sku ?? ''),
      );
      if (row < 0) return false;
      form.setError(`packs.${row}.sku`, { type: 'server', message: (error as Error).message }, { shouldFocus: true });
      return true;
    },
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
      onValid={(values) => save(productFormBody(values))}
      currentImageUrl={product?.image ? paths.upload('products', product.image) : null}
      onCancelEdit={onCancelEdit}
      summary={<ProductProblemSummary />}
    >
      <LanguageTabs
        label="Title and description"
        english={
          <>
            <FormField name="title" label="Title" required autoComplete="off" />
            <FormField as={TextArea} name="description" label="Description" required />
          </>
        }
        translated={{ hi: <ProductHindiFields /> }}
      />
      <FormField
        name="aliases"
        label="Other names"
        autoComplete="off"
        helperText="Names shoppers may search for, in any script, separated by commas: toor, arhar, तूर"
      />
      <FormSelect
        name="category"
        label="Category"
        required
        placeholder={categories.isLoading ? 'Loading categories…' : 'Select a category'}
        options={categoryOptions}
        helperText={categoryHelp}
        disabled={categories.isLoading}
      />
      <TaxFields />
      <PackEditor />
    </CatalogueItemForm>
  );
}
