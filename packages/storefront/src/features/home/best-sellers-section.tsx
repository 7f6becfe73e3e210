import { previewLimit, useBestSellers } from '@dhanya/api/swr';
import { ProductPreviewSection } from './product-preview-section';
import { useLoggedFailure } from './use-logged-failure';

/** Up to ten best sellers, five in a row from 1200 px (HOME-19). A failure is logged only (HOME-24). */
export function BestSellersSection() {
  const { data, error, isLoading } = useBestSellers(previewLimit);
  useLoggedFailure(error, 'best sellers');
  return (
    <ProductPreviewSection
      title="Best Sellers"
      viewAllHref="/allbestsellers"
      products={data ?? []}
      loading={isLoading}
      loadingText="Loading Best Sellers..."
      emptyText="No best sellers available."
      fiveColumnsFrom="lg"
    />
  );
}
