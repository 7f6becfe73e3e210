import { paths } from '@dhanya/api';
import { PageHeading, PagedProductList, pagedListFirstPaint, usePagedList } from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = pagedListFirstPaint(paths.newArrivals);
/** /new-arrivals: the newest products (CATALOG-23, CATALOG-24). */
export function NewArrivalsPage() {
  const { state, answer } = usePagedList(paths.newArrivals);
  return (
    <>
      <PageMeta title="New Arrivals" description="The latest rice, grains and organic produce at Dhanya." />
      <PageHeading title="New Arrivals" description="Fresh in the shop: the latest additions to our shelves." />
      <PagedProductList
        answer={answer}
        state={state}
        label="Newest products"
        loadingText="Loading new arrivals..."
        emptyText="No new arrival products found."
        errorText="Failed to load new arrivals"
      />
    </>
  );
}
