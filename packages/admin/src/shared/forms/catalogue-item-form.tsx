import type { FieldValues, SubmitHandler, UseFormReturn } from '@dhanya/shell';
import { FormImagePicker } from '../images/form-image-picker';
import { ItemFormCard } from './item-form-card';

type CatalogueItemFormProps<Input extends FieldValues, Output> = {
  /** "Category" or "Product": the headings and buttons say "Add …", "Edit …", "Update …". */
  noun: string;
  editing: boolean;
  description: string;
  form: UseFormReturn<Input, unknown, Output>;
  onValid: SubmitHandler<Output>;
  /** The item's picture now (edit mode), shown until a new one is chosen. */
  currentImageUrl: string | null;
  onCancelEdit: () => void;
  /** The fields above the picture. */
  children: React.ReactNode;
  /** What the form says of a refused submit, between the picture and the buttons. */
  summary?: React.ReactNode;
};

/**
 * The add/edit form of a catalogue item (a category, a product): its fields, an optional
 * picture in the form's `image` field, "Add …" or "Update …" and "Cancel edit". The tab
 * gives each add or edit its own instance (a `key`), so every start is clean.
 */
export function CatalogueItemForm<Input extends FieldValues, Output>({
  noun,
  editing,
  description,
  form,
  onValid,
  currentImageUrl,
  onCancelEdit,
  children,
  summary,
}: CatalogueItemFormProps<Input, Output>) {
  return (
    <ItemFormCard
      form={form}
      onValid={onValid}
      heading={`${editing ? 'Edit' : 'Add'} ${noun}`}
      description={description}
      submitLabel={`${editing ? 'Update' : 'Add'} ${noun}`}
      cancel={editing ? { label: 'Cancel edit', onClick: onCancelEdit } : undefined}
    >
      {children}
      <FormImagePicker
        name="image"
        label={editing ? 'New Image (optional)' : 'Image (optional)'}
        currentUrl={currentImageUrl}
      />
      {summary}
    </ItemFormCard>
  );
}
