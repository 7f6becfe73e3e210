import { paths } from '@dhanya/api';
import { PageHeading, PagedProductList, pagedListFirstPaint, usePagedList } from '../features/catalog';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = pagedListFirstPaint(paths.newArrivals);
/** /new-arrivals: the newest products (CATALOG-23, CATALOG-24). */
export function NewArrivalsPage() {
  const { state, answer } = usePagedList(paths.newArrivals);
  const texts = useTexts().pages;
  return (
    <>
      <PageMeta title={texts.newArrivals} description={texts.newArrivalsDescription} />
      <PageHeading title={texts.newArrivals} description={texts.newArrivalsLead} />
      <PagedProductList
        answer={answer}
        state={state}
        label={texts.newestProducts}
        loadingText={texts.loadingNewArrivals}
        emptyText={texts.noNewArrivals}
        errorText={texts.newArrivalsFailed}
      />
    </>
  );
}
