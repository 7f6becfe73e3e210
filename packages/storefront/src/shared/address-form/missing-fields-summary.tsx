import { useFormState, useWatch } from '@dhanya/shell';
import { FormErrorSummary } from '@dhanya/ui';

/** Whether a required field the last submit checked is still blank (CART-22, CHECKOUT-04). */
export function useMissingRequiredFields() {
  const { errors } = useFormState();
  const values: Record<string, unknown> = useWatch();
  return Object.keys(errors).some((field) => String(values[field] ?? '').trim() === '');
}

/**
 * A checkout's one message while a required field it checked is blank, or the order's
 * failure. Other problems (a field too long) are named at their field.
 */
export function MissingFieldsSummary({ message, error }: { message: string; error?: React.ReactNode }) {
  const blank = useMissingRequiredFields();
  return <FormErrorSummary errors={blank ? message : error} />;
}
