import { Select } from '@dhanya/ui';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldError } from './form-field';

export type FormSelectProps = Omit<
  React.ComponentProps<typeof Select>,
  'name' | 'error' | 'value' | 'onValueChange'
> & {
  name: string;
  onValueChange?: (value: string) => void;
};

/** A `SchemaForm`'s select (Radix: a controlled value, not a native input). */
export function FormSelect<T extends FieldValues>({ name, onValueChange, ...props }: FormSelectProps) {
  const {
    field: { ref, value, onChange },
  } = useController<T>({ name: name as FieldPath<T> });
  const error = useFieldError(name);
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
      error={error}
    />
  );
}
