import { useFormState } from '@dhanya/shell';
import { FormErrorSummary } from '@dhanya/ui';
import { productProblems } from './product-problems';

/**
 * Every problem of a refused product form above its buttons, the pack of each named ("Pack 2:
 * Each pack needs its own SKU"), beside the messages on the fields themselves: a long form's
 * problems may be out of sight.
 */
export function ProductProblemSummary() {
  const { errors } = useFormState();
  return <FormErrorSummary errors={productProblems(errors)} />;
}
