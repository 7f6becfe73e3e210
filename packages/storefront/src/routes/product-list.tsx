import { paths } from '@dhanya/api';
import { AddToCartAction, PageHeading, PagedProductList, pagedListFirstPaint, usePagedList } from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = pagedListFirstPaint(paths.products);
/**
 * /productlist: every product, a page at a time, each with "Add to Cart" (CATALOG-17..19),
 * 4 per row at most; sorted and filtered as the URL says.
 */
export function ProductListPage() {
  const { state, answer } = usePagedList(paths.products);
  return (
    <>
      <PageMeta title="All Products" description="Rice, millets, dals, flours, spices and more from Dhanya." />
      <PageHeading title="All Products" description="Everything in the shop, ready to add to your cart." />
      <PagedProductList
        answer={answer}
        state={state}
        label="Products"
        loadingText="Loading products..."
        emptyText="No products available yet."
        emptyDescription="New stock is on its way. Please check back soon."
        errorText="Failed to load products"
        action={(product) => <AddToCartAction product={product} successMessage="Product added to cart!" />}
      />
    </>
  );
}
