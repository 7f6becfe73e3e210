import { type Product, errorMessage } from '@dhanya/api';
import { type FieldValues, SchemaForm, type UseFormReturn, useFormState, useWatch } from '@dhanya/shell';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  type ComboboxOption,
  FormErrorSummary,
  useToast,
} from '@dhanya/ui';
import { useId } from 'react';
import { type CatalogueState, PromotedProductPicker } from './promoted-product-picker';
import { firstPromotionProblem } from './promotion-problem';

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
  /** The products already promoted: disabled in the picker. */
  promoted: CatalogueState;
  /** The picker's options: a page of products, those already promoted disabled. */
  options: (products: Product[], promoted: Product[]) => ComboboxOption[];
  /** The write, usually a mutation hook's `trigger`; `sending` is its `isMutating`. */
  send: (values: Output) => Promise<unknown>;
  sending: boolean;
  /** Why nothing may be sent even when every field is filled; named after empty fields. */
  refusal?: string;
  texts: PromotionFormTexts;
  /** The product chosen in the picker, with its packs; null when the choice is cleared. */
  onProductChosen?: (product: Product | null) => void;
  /** Fields after the product picker. */
  children?: React.ReactNode;
};

/**
 * Adds a product to a promotion (best sellers, special offers): a product picker, searched a
 * page at a time however big the shop, and the promotion's own fields. A refused submit names
 * one problem: an empty field first, then `refusal`, then the schema's message; nothing is sent.
 */
export function PromotedProductForm<Input extends FieldValues & { productId: string }, Output>({
  form,
  promoted,
  options: optionsOf,
  send,
  sending,
  refusal,
  texts,
  onProductChosen,
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

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>{texts.heading}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} onValid={add} errorSummaryId={summaryId} noValidate className="flex flex-col gap-4">
          <PromotedProductPicker
            promoted={promoted}
            options={optionsOf}
            promotedLoadFailed={texts.promotedLoadFailed}
            onProductChosen={onProductChosen}
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
