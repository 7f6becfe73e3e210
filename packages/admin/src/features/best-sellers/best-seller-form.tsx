import { bestSellerRequestSchema } from '@dhanya/api';
import { useAddBestSeller } from '@dhanya/api/swr';
import { useSchemaForm } from '@dhanya/shell';
import { PromotedProductForm, type PromotionFormTexts } from '../../shared/promoted-product-form';
import type { CatalogueState } from '../../shared/promoted-product-picker';
import { bestSellerOptions, bestSellerTexts } from './best-seller-options';

export type BestSellerFormProps = { bestSellers: CatalogueState };

const texts: PromotionFormTexts = {
  heading: 'Add a best seller',
  description: 'Best sellers are shown on the home page and under “View All”.',
  submit: 'Add best seller',
  promotedLoadFailed: 'Could not load the best sellers.',
  blank: bestSellerTexts.selectProduct,
  added: bestSellerTexts.added,
  addFailed: bestSellerTexts.addFailed,
};

/** Marks a product as a best seller (ADMIN-21..23). */
export function BestSellerForm({ bestSellers }: BestSellerFormProps) {
  const form = useSchemaForm(bestSellerRequestSchema, { defaultValues: { productId: '' } });
  const { trigger, isMutating } = useAddBestSeller();
  return (
    <PromotedProductForm
      form={form}
      promoted={bestSellers}
      options={bestSellerOptions}
      send={({ productId }) => trigger(productId)}
      sending={isMutating}
      texts={texts}
    />
  );
}
