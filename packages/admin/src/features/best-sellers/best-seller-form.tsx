import { type Product, errorMessage } from '@dhanya/api';
import { addBestSeller } from '@dhanya/api/swr';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormErrorSummary,
  Select,
  useToast,
} from '@dhanya/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { bestSellerOptions, bestSellerTexts } from './best-seller-options';

type CatalogueState = { data?: Product[]; error?: Error; isLoading: boolean };

export type BestSellerFormProps = { products: CatalogueState; bestSellers: CatalogueState };

/** Marks a product as a best seller (ADMIN-21..23). */
export function BestSellerForm({ products, bestSellers }: BestSellerFormProps) {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const [productId, setProductId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!productId) {
      setProblem(bestSellerTexts.selectProduct);
      return;
    }
    setSending(true);
    try {
      await addBestSeller(productId, mutate);
      toast({ title: bestSellerTexts.added, tone: 'success' });
      setProductId('');
    } catch (error) {
      const reason = errorMessage(error, '');
      toast({ title: bestSellerTexts.addFailed, description: reason || undefined, tone: 'error' });
    } finally {
      setSending(false);
    }
  }

  const pickerLoading = products.isLoading || bestSellers.isLoading;
  const pickerError = products.error
    ? 'Could not load the products.'
    : bestSellers.error
      ? 'Could not load the best sellers.'
      : undefined;
  const options = bestSellerOptions(products.data ?? [], bestSellers.data ?? []);
  const placeholder = pickerLoading
    ? 'Loading products…'
    : options.length === 0 && !pickerError
      ? 'No products yet'
      : 'Choose a product';

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Add a best seller</CardTitle>
        <CardDescription>Best sellers are shown on the home page and under “View All”.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Select
            label="Product"
            required
            options={options}
            value={productId}
            onValueChange={(value) => {
              setProductId(value);
              setProblem(null);
            }}
            placeholder={placeholder}
            disabled={pickerLoading || Boolean(pickerError) || options.length === 0}
            error={pickerError}
          />
          <FormErrorSummary errors={problem} />
          <Button type="submit" loading={sending}>
            Add best seller
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
