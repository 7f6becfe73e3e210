import { type Product, errorMessage } from '@dhanya/api';
import { type FieldValues, FormSelect, SchemaForm, type UseFormReturn, useFormState, useWatch } from '@dhanya/shell';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormErrorSummary,
  type SelectOption,
  useToast,
} from '@dhanya/ui';
import { useId } from 'react';
import { firstPromotionProblem } from './promotion-problem';

type CatalogueState = { data?: Product[]; error?: Error; isLoading: boolean };

export type PromotionFormTexts = {
  heading: string;
  description: string;
  submit: string;
  /** The picker's error when the promotion's own list failed to load. */
  promotedLoadFailed: string;
  /** The one message for any field left empty: "Please select a product". */
  blank: string;
  added: string;
  addFailed: string;
};

type PromotedProductFormProps<Input extends FieldValues & { productId: string }, Output> = {
  form: UseFormReturn<Input, unknown, Output>;
  /** Every product, for the picker. */
  products: CatalogueState;
  /** The products already promoted: disabled in the picker. */
  promoted: CatalogueState;
  options: (products: Product[], promoted: Product[]) => SelectOption[];
  /** The write, usually a mutation hook's `trigger`; `sending` is its `isMutating`. */
  send: (values: Output) => Promise<unknown>;
  sending: boolean;
  /** Why nothing may be sent even when every field is filled; named after empty fields. */
  refusal?: string;
  texts: PromotionFormTexts;
  /** Fields after the product picker. */
  children?: React.ReactNode;
};

/**
 * Adds a product to a promotion (best sellers, special offers): a product picker and the
 * promotion's own fields. A refused submit names one problem: an empty field first, then
 * `refusal`, then the schema's message; nothing is sent.
 */
export function PromotedProductForm<Input extends FieldValues & { productId: string }, Output>({
  form,
  products,
  promoted,
  options: optionsOf,
  send,
  sending,
  refusal,
  texts,
  children,
}: PromotedProductFormProps<Input, Output>) {
  const { toast } = useToast();
  const summaryId = useId();

  async function add(values: Output) {
    if (refusal) {
      form.setError('root', { message: refusal });
      return;
    }
    try {
      await send(values);
    } catch (error) {
      const reason = errorMessage(error, '');
      toast({ title: texts.addFailed, description: reason || undefined, tone: 'error' });
      return;
    }
    toast({ title: texts.added, tone: 'success' });
    form.reset();
  }

  const pickerLoading = products.isLoading || promoted.isLoading;
  const pickerError = products.error
    ? 'Could not load the products.'
    : promoted.error
      ? texts.promotedLoadFailed
      : undefined;
  const options = optionsOf(products.data ?? [], promoted.data ?? []);
  const placeholder = pickerLoading
    ? 'Loading products…'
    : options.length === 0 && !pickerError
      ? 'No products yet'
      : 'Choose a product';

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>{texts.heading}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} onValid={add} errorSummaryId={summaryId} noValidate className="flex flex-col gap-4">
          <FormSelect
            name="productId"
            label="Product"
            required
            options={options}
            placeholder={placeholder}
            disabled={pickerLoading || Boolean(pickerError) || options.length === 0}
            error={pickerError}
          />
          {children}
          <PromotionProblem id={summaryId} blank={texts.blank} refusal={refusal} />
          {/* Busy only while sending: a refused submit leaves the focus where it was. */}
          <Button type="submit" loading={sending}>
            {texts.submit}
          </Button>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

function PromotionProblem({ id, blank, refusal }: { id: string; blank: string; refusal?: string }) {
  const { errors } = useFormState();
  const values: Record<string, unknown> = useWatch();
  const messages = Object.values(errors).map((error) =>
    typeof error?.message === 'string' ? error.message : undefined,
  );
  return <FormErrorSummary id={id} errors={firstPromotionProblem({ values, messages, blank, refusal })} />;
}
