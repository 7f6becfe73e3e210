import { useBestSellers, keys } from '@dhanya/api/swr';
import { CatalogueGrid } from '../features/catalog/catalogue-grid';
import { PageHeading } from '../features/catalog/page-heading';
import { PageMeta } from '../shared/page-meta';
import type { FirstPaint } from '../app/first-paint';

export const firstPaint: FirstPaint = () => [keys.bestSellers()];
/** /allbestsellers: every best seller, not only the home page's 10 (CATALOG-20), 5 per row from lg. */
export function AllBestSellersPage() {
  const { data, error, isValidating, mutate } = useBestSellers();
  return (
    <>
      <PageMeta title="Best Sellers" description="The rice, dals and staples our customers buy again and again." />
      <PageHeading title="Best Sellers" description="The staples our customers come back for, again and again." />
      <CatalogueGrid
        label="Best-selling products"
        columns="5-lg"
        products={data}
        error={error}
        isValidating={isValidating}
        onRetry={() => void mutate()}
        loadingText="Loading Best Sellers..."
        emptyText="No best sellers available."
        errorText="Failed to load best sellers"
      />
    </>
  );
}
