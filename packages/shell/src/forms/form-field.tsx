import { type PasswordField, Select, type TextArea, TextField } from '@dhanya/ui';
import { type FieldPath, type FieldValues, get, useController, useFormContext } from 'react-hook-form';
import { useEffect, useId } from 'react';
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
export function useFieldErrorProps(name: string) {
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
  const errorProps = useFieldErrorProps(name);
  const Control = (as ?? TextField) as React.ComponentType<Record<string, unknown>>;
  return <Control {...props} {...register(name)} {...errorProps} />;
}

export type FormSelectProps = Omit<React.ComponentProps<typeof Select>, 'name' | 'value' | 'onValueChange'> & {
  name: string;
  onValueChange?: (value: string) => void;
};

/**
 * A `SchemaForm`'s select (Radix: a controlled value, not a native input). Its `error` (the
 * options failed to load, say) shows while the schema has no message for it; in a form with an
 * error summary the schema's message is shown there only.
 */
export function FormSelect<T extends FieldValues>({ name, onValueChange, id, error, ...props }: FormSelectProps) {
  const { field } = useController<T>({ name: name as FieldPath<T> });
  const fieldError = useFieldErrorProps(name).error;
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const { ref } = field;
  // The trigger is Radix's own button: the form reaches it by id to focus it when it is refused.
  useEffect(() => ref({ focus: () => document.getElementById(triggerId)?.focus() }), [ref, triggerId]);
  return (
    <Select
      {...props}
      id={triggerId}
      name={name}
      value={typeof field.value === 'string' ? field.value : ''}
      onValueChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      error={fieldError ?? error}
    />
  );
}
