import { Select } from '@dhanya/ui';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorProps } from './form-field';

export type FormSelectProps = Omit<React.ComponentProps<typeof Select>, 'name' | 'value' | 'onValueChange' | 'ref'> & {
  name: string;
  onValueChange?: (value: string) => void;
  /** The label of a first option that leaves the field '' ("Not chosen"), so a choice can be undone. */
  emptyOption?: string;
};

// Radix's options may not hold '' (it means "show the placeholder"): the empty option holds this instead.
const emptyOptionValue = 'form-select:none';

/**
 * A `SchemaForm`'s select (Radix: a controlled value, not a native input; the form focuses its
 * trigger when it is refused). Its `error` (the options failed to load, say) shows while the
 * schema has no message for it; in a form with an error summary the schema's message is shown
 * there only.
 */
export function FormSelect<T extends FieldValues>({
  name,
  onValueChange,
  error,
  emptyOption,
  options,
  ...props
}: FormSelectProps) {
  const {
    field: { ref, value, onChange },
  } = useController<T>({ name: name as FieldPath<T> });
  const fieldError = useFieldErrorProps(name).error;
  const chosen = typeof value === 'string' ? value : '';
  const hasEmptyOption = emptyOption !== undefined;
  return (
    <Select
      {...props}
      ref={ref}
      name={name}
      options={hasEmptyOption ? [{ value: emptyOptionValue, label: emptyOption }, ...options] : options}
      value={hasEmptyOption && chosen === '' ? emptyOptionValue : chosen}
      onValueChange={(picked) => {
        const next = picked === emptyOptionValue ? '' : picked;
        onChange(next);
        onValueChange?.(next);
      }}
      error={fieldError ?? error}
    />
  );
}
