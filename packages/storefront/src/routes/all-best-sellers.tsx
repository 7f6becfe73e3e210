import { paths } from '@dhanya/api';
import { PageHeading, PagedProductList, pagedListFirstPaint, usePagedList } from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = pagedListFirstPaint(paths.bestSellers);
/** /allbestsellers: every best seller, not only the home page's 10 (CATALOG-20), 5 per row from lg. */
export function AllBestSellersPage() {
  const { state, answer } = usePagedList(paths.bestSellers);
  return (
    <>
      <PageMeta title="Best Sellers" description="The rice, dals and staples our customers buy again and again." />
      <PageHeading title="Best Sellers" description="The staples our customers come back for, again and again." />
      <PagedProductList
        answer={answer}
        state={state}
        noun="best sellers"
        label="Best-selling products"
        columns="5-lg"
        loadingText="Loading Best Sellers..."
        emptyText="No best sellers available."
        errorText="Failed to load best sellers"
      />
    </>
  );
}
