import { paths } from '@dhanya/api';
import { AddToCartAction, PageHeading, PagedProductList, pagedListFirstPaint, usePagedList } from '../features/catalog';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = pagedListFirstPaint(paths.products);
/**
 * /productlist: every product, a page at a time, each with "Add to Cart" (CATALOG-17..19),
 * 4 per row at most; sorted and filtered as the URL says.
 */
export function ProductListPage() {
  const { state, answer } = usePagedList(paths.products);
  const texts = useTexts().pages;
  return (
    <>
      <PageMeta title={texts.allProducts} description={texts.productListDescription} />
      <PageHeading title={texts.allProducts} description={texts.productListLead} />
      <PagedProductList
        answer={answer}
        state={state}
        label={texts.products}
        loadingText={texts.loadingProducts}
        emptyText={texts.noProducts}
        emptyDescription={texts.noProductsHint}
        errorText={texts.productsFailed}
        action={(product) => <AddToCartAction product={product} successMessage={texts.productAdded} />}
      />
    </>
  );
}
