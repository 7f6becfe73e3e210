import { previewLimit, useBestSellers } from '@dhanya/api/swr';
import { useTexts } from '../../shared/locale';
import { ProductPreviewSection } from './product-preview-section';
import { useLoggedFailure } from './use-logged-failure';

/** Up to ten best sellers, five in a row from 1200 px (HOME-19). A failure is logged only (HOME-24). */
export function BestSellersSection() {
  const texts = useTexts().home;
  const { data, error, isLoading } = useBestSellers(previewLimit);
  useLoggedFailure(error, 'best sellers');
  return (
    <ProductPreviewSection
      title={texts.bestSellers}
      viewAllHref="/allbestsellers"
      products={data ?? []}
      loading={isLoading}
      loadingText={texts.bestSellersLoading}
      emptyText={texts.bestSellersEmpty}
      fiveColumnsFrom="lg"
    />
  );
}
