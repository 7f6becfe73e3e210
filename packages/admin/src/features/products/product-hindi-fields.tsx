import { FormField, useFieldArray, useFormContext, useWatch } from '@dhanya/shell';
import { TextArea } from '@dhanya/ui';
import type { ProductEditorInput } from './product-form-values';

/**
 * The product's Hindi tab (issue 34): its title, description and each pack's label as the
 * shop's Hindi pages show them. A field left empty shows the English one there.
 */
export function ProductHindiFields() {
  const { control } = useFormContext<ProductEditorInput>();
  const { fields } = useFieldArray({ control, name: 'packs' });
  const labels = useWatch({ control, name: 'packs' }).map((pack) => pack.label.trim());
  return (
    <>
      <FormField name="translations.hi.title" label="Title in Hindi" autoComplete="off" lang="hi" />
      <FormField as={TextArea} name="translations.hi.description" label="Description in Hindi" lang="hi" />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-foreground">Pack labels in Hindi</legend>
        {fields.map((field, index) => (
          <FormField
            key={field.id}
            name={`packs.${index}.translations.hi.label`}
            label={`Label in Hindi for ${labels[index] ? `“${labels[index]}”` : `pack ${index + 1}`}`}
            autoComplete="off"
            lang="hi"
          />
        ))}
      </fieldset>
      <p className="text-xs text-muted-foreground">
        The shop’s Hindi pages show these; a field left empty shows the English text.
      </p>
    </>
  );
}
