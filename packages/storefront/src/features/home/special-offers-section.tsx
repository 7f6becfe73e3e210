import { previewLimit, useSpecialOffers } from '@dhanya/api/swr';
import { AddToCartButton } from './add-to-cart-button';
import { useTexts } from '../../shared/locale';
import { ProductPreviewSection } from './product-preview-section';
import { useLoggedFailure } from './use-logged-failure';

/**
 * Up to ten special offers, five in a row from 1536 px, each with "Add to Cart" (HOME-20).
 * A failure is logged only (HOME-24).
 */
export function SpecialOffersSection() {
  const texts = useTexts().home;
  const { data, error, isLoading } = useSpecialOffers(previewLimit);
  useLoggedFailure(error, 'special offers');
  return (
    <ProductPreviewSection
      title={texts.specialOffers}
      viewAllHref="/allspecialoffer"
      products={data ?? []}
      loading={isLoading}
      loadingText={texts.specialOffersLoading}
      emptyText={texts.specialOffersEmpty}
      fiveColumnsFrom="xl"
      action={(product) => <AddToCartButton product={product} />}
    />
  );
}
