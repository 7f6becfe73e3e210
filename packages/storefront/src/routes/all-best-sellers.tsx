import { paths } from '@dhanya/api';
import { PageHeading, PagedProductList, pagedListFirstPaint, usePagedList } from '../features/catalog';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = pagedListFirstPaint(paths.bestSellers);
/** /allbestsellers: every best seller, not only the home page's 10 (CATALOG-20), 5 per row from lg. */
export function AllBestSellersPage() {
  const { state, answer } = usePagedList(paths.bestSellers);
  const texts = useTexts();
  return (
    <>
      <PageMeta title={texts.home.bestSellers} description={texts.pages.bestSellersDescription} />
      <PageHeading title={texts.home.bestSellers} description={texts.pages.bestSellersLead} />
      <PagedProductList
        answer={answer}
        state={state}
        noun="bestSellers"
        label={texts.pages.bestSellingProducts}
        columns="5-lg"
        loadingText={texts.home.bestSellersLoading}
        emptyText={texts.home.bestSellersEmpty}
        errorText={texts.pages.bestSellersFailed}
      />
    </>
  );
}
