import { type PasswordField, Select, type TextArea, TextField } from '@dhanya/ui';
import { type FieldPath, type FieldValues, get, useController, useFormContext } from 'react-hook-form';
import { useErrorSummaryId } from './error-summary-context';

type TextControl = typeof TextField | typeof PasswordField | typeof TextArea;

export type FormFieldProps<C extends TextControl> = Omit<React.ComponentProps<C>, 'name' | 'error' | 'ref'> & {
  name: string;
  /** The control: TextField unless said otherwise. */
  as?: C;
};

/** The message the schema gave the field, if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error: unknown = get(formState.errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

/** The props that show a field's problem: its own error text, or a pointer to the form's summary. */
function useErrorProps(name: string) {
  const error = useFieldError(name);
  const summaryId = useErrorSummaryId();
  if (!summaryId || !error) return { error };
  return { 'aria-invalid': true as const, 'aria-describedby': summaryId };
}

/**
 * One field of a `SchemaForm`: the control bound by name, with its label, and the schema's
 * message as the field's error (`aria-invalid`, `aria-describedby`, from ui's FieldFrame).
 */
export function FormField<C extends TextControl = typeof TextField>({ name, as, ...props }: FormFieldProps<C>) {
  const { register } = useFormContext();
  const errorProps = useErrorProps(name);
  const Control = (as ?? TextField) as React.ComponentType<Record<string, unknown>>;
  return <Control {...props} {...register(name)} {...errorProps} />;
}

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
