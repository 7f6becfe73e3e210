import { type PasswordField, type TextArea, TextField } from '@dhanya/ui';
import { get, useFormContext } from 'react-hook-form';
import { useErrorSummaryId } from './error-summary-context';

type TextControl = typeof TextField | typeof PasswordField | typeof TextArea;

export type FormFieldProps<C extends TextControl> = Omit<React.ComponentProps<C>, 'name' | 'error' | 'ref'> & {
  name: string;
  /** The control: TextField unless said otherwise. */
  as?: C;
  /** What the field keeps of what is typed or pasted (digits only, say); the rest never shows. */
  keepTyped?: (typed: string) => string;
};

/** The message the schema gave the field, if any. */
function useFieldError(name: string): string | undefined {
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
export function FormField<C extends TextControl = typeof TextField>({
  name,
  as,
  keepTyped,
  ...props
}: FormFieldProps<C>) {
  const { register } = useFormContext();
  const errorProps = useFieldErrorProps(name);
  const registered = register(name);
  const Control = (as ?? TextField) as React.ComponentType<Record<string, unknown>>;
  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    // The field is uncontrolled: what it should not hold is taken out before the form reads it.
    if (keepTyped) event.target.value = keepTyped(event.target.value);
    return registered.onChange(event);
  }
  return <Control {...props} {...registered} onChange={onChange} {...errorProps} />;
}
