import { useFormState, useWatch } from '@dhanya/shell';
import { FormErrorSummary } from '@dhanya/ui';

/**
 * A checkout's one message while a required field it checked is blank (CART-22,
 * CHECKOUT-04), or the order's failure. Other problems (a field too long) are named at
 * their field.
 */
export function MissingFieldsSummary({ message, error }: { message: string; error?: React.ReactNode }) {
  const { errors } = useFormState();
  const values: Record<string, unknown> = useWatch();
  const blank = Object.keys(errors).some((field) => String(values[field] ?? '').trim() === '');
  return <FormErrorSummary errors={blank ? message : error} />;
}
