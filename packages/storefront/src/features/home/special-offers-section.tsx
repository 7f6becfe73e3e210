import { previewLimit, useSpecialOffers } from '@dhanya/api/swr';
import { AddToCartButton } from './add-to-cart-button';
import { ProductPreviewSection } from './product-preview-section';
import { useLoggedFailure } from './use-logged-failure';

/**
 * Up to ten special offers, five in a row from 1536 px, each with "Add to Cart" (HOME-20).
 * A failure is logged only (HOME-24).
 */
export function SpecialOffersSection() {
  const { data, error, isLoading } = useSpecialOffers(previewLimit);
  useLoggedFailure(error, 'special offers');
  return (
    <ProductPreviewSection
      title="Special Offer's"
      viewAllHref="/allspecialoffer"
      products={data ?? []}
      loading={isLoading}
      loadingText="Loading Special Offers..."
      emptyText="No special offers available."
      fiveColumnsFrom="xl"
      action={(product) => <AddToCartButton product={product} />}
    />
  );
}
