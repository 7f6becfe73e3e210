import { useNewArrivals } from '@dhanya/api/swr';
import { CatalogueGrid } from '../features/catalog/catalogue-grid';
import { PageHeading } from '../features/catalog/page-heading';
import { PageMeta } from '../shared/page-meta';
import { paths } from '@dhanya/api';
import type { FirstPaint } from '../app/first-paint';

export const firstPaint: FirstPaint = () => [paths.newArrivals];
/** /new-arrivals: the newest products (CATALOG-23, CATALOG-24). */
export function NewArrivalsPage() {
  const { data, error, isValidating, mutate } = useNewArrivals();
  return (
    <>
      <PageMeta title="New Arrivals" description="The latest rice, grains and organic produce at Dhanya." />
      <PageHeading title="New Arrivals" description="Fresh in the shop: the latest additions to our shelves." />
      <CatalogueGrid
        label="Newest products"
        products={data}
        error={error}
        isValidating={isValidating}
        onRetry={() => void mutate()}
        loadingText="Loading new arrivals..."
        emptyText="No new arrival products found."
        errorText="Failed to load new arrivals"
      />
    </>
  );
}
