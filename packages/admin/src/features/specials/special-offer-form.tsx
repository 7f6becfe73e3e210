import { type Product, errorMessage } from '@dhanya/api';
import { addSpecialOffer } from '@dhanya/api/swr';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormErrorSummary,
  Select,
  TextField,
  useToast,
} from '@dhanya/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAdminSession } from '../../shared/admin-session';
import { specialOfferOptions } from './offer-format';
import {
  type SpecialOfferDraft,
  emptySpecialOfferDraft,
  localDateInputValue,
  specialOfferProblem,
  specialOfferTexts,
} from './special-offer-check';

type CatalogueState = { data?: Product[]; error?: Error; isLoading: boolean };

export type SpecialOfferFormProps = {
  /** Every product, for the picker. */
  products: CatalogueState;
  /** The products already on offer: disabled in the picker (ADMIN-17). */
  specials: CatalogueState;
};

/** Puts a product on special offer: product, discount % and expiry date (ADMIN-16..19). */
export function SpecialOfferForm({ products, specials }: SpecialOfferFormProps) {
  const { token } = useAdminSession();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const [draft, setDraft] = useState<SpecialOfferDraft>(emptySpecialOfferDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const today = localDateInputValue();

  const change = (field: keyof SpecialOfferDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = specialOfferProblem(draft, { hasToken: Boolean(token), today });
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      await addSpecialOffer(
        { productId: draft.productId, discount: Number(draft.discount), discountExpiry: draft.discountExpiry },
        mutate,
      );
      toast({ title: specialOfferTexts.added, tone: 'success' });
      setDraft(emptySpecialOfferDraft);
    } catch (error) {
      const reason = errorMessage(error, '');
      toast({ title: specialOfferTexts.addFailed, description: reason || undefined, tone: 'error' });
    } finally {
      setSending(false);
    }
  }

  const pickerLoading = products.isLoading || specials.isLoading;
  const pickerError = products.error
    ? 'Could not load the products.'
    : specials.error
      ? 'Could not load the current offers.'
      : undefined;
  const options = specialOfferOptions(products.data ?? [], specials.data ?? []);
  const placeholder = pickerLoading
    ? 'Loading products…'
    : options.length === 0 && !pickerError
      ? 'No products yet'
      : 'Choose a product';

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Add a special offer</CardTitle>
        <CardDescription>The discount applies until the end of the expiry date.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Select
            label="Product"
            required
            options={options}
            value={draft.productId}
            onValueChange={change('productId')}
            placeholder={placeholder}
            disabled={pickerLoading || Boolean(pickerError) || options.length === 0}
            error={pickerError}
          />
          <TextField
            label="Discount %"
            type="number"
            inputMode="decimal"
            min={0.01}
            max={99.99}
            step="any"
            required
            value={draft.discount}
            onChange={(event) => change('discount')(event.target.value)}
          />
          <TextField
            label="Expiry date"
            type="date"
            min={today}
            required
            value={draft.discountExpiry}
            onChange={(event) => change('discountExpiry')(event.target.value)}
          />
          <FormErrorSummary errors={problem} />
          <Button type="submit" loading={sending}>
            Add special offer
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
