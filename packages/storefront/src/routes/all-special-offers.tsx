import { paths } from '@dhanya/api';
import { AddToCartAction, PageHeading, PagedProductList, pagedListFirstPaint, usePagedList } from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = pagedListFirstPaint(paths.specialOffers);
/**
 * /allspecialoffer: every product on an active offer, not only the home page's 10
 * (CATALOG-21), 5 per row from xl, each with "Add to Cart" (CATALOG-22).
 */
export function AllSpecialOffersPage() {
  const { state, answer } = usePagedList(paths.specialOffers);
  return (
    <>
      <PageMeta title="Special Offers" description="Products on offer at Dhanya, for a limited time." />
      <PageHeading title="Special Offers" description="Discounted for a limited time, while the offers last." />
      <PagedProductList
        answer={answer}
        state={state}
        noun="offers"
        label="Products on offer"
        columns="5-xl"
        loadingText="Loading Special Offers..."
        emptyText="No special offers available."
        errorText="Failed to load special offers"
        action={(product) => <AddToCartAction product={product} successMessage="Added to cart successfully!" />}
      />
    </>
  );
}
