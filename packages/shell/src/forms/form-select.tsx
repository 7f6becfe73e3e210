import { Select } from '@dhanya/ui';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorProps } from './form-field';

export type FormSelectProps = Omit<React.ComponentProps<typeof Select>, 'name' | 'value' | 'onValueChange' | 'ref'> & {
  name: string;
  onValueChange?: (value: string) => void;
};

/**
 * A `SchemaForm`'s select (Radix: a controlled value, not a native input; the form focuses its
 * trigger when it is refused). Its `error` (the options failed to load, say) shows while the
 * schema has no message for it; in a form with an error summary the schema's message is shown
 * there only.
 */
export function FormSelect<T extends FieldValues>({ name, onValueChange, error, ...props }: FormSelectProps) {
  const {
    field: { ref, value, onChange },
  } = useController<T>({ name: name as FieldPath<T> });
  const fieldError = useFieldErrorProps(name).error;
  return (
    <Select
      {...props}
      ref={ref}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onValueChange={(chosen) => {
        onChange(chosen);
        onValueChange?.(chosen);
      }}
      error={fieldError ?? error}
    />
  );
}
