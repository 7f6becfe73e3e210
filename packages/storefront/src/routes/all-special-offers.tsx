import { useSpecialOffers, keys } from '@dhanya/api/swr';
import { AddToCartAction } from '../features/catalog/add-to-cart-action';
import { CatalogueGrid } from '../features/catalog/catalogue-grid';
import { PageHeading } from '../features/catalog/page-heading';
import { PageMeta } from '../shared/page-meta';
import type { FirstPaint } from '../app/first-paint';

export const firstPaint: FirstPaint = () => [keys.specialOffers()];
/**
 * /allspecialoffer: every product on an active offer, not only the home page's 10
 * (CATALOG-21), 5 per row from xl, each with "Add to Cart" (CATALOG-22).
 */
export function AllSpecialOffersPage() {
  const { data, error, isValidating, mutate } = useSpecialOffers();
  return (
    <>
      <PageMeta title="Special Offers" description="Products on offer at Dhanya, for a limited time." />
      <PageHeading title="Special Offers" description="Discounted for a limited time, while the offers last." />
      <CatalogueGrid
        label="Products on offer"
        columns="5-xl"
        products={data}
        error={error}
        isValidating={isValidating}
        onRetry={() => void mutate()}
        loadingText="Loading Special Offers..."
        emptyText="No special offers available."
        errorText="Failed to load special offers"
        action={(product) => <AddToCartAction product={product} successMessage="Added to cart successfully!" />}
      />
    </>
  );
}
