import { useProducts, keys } from '@dhanya/api/swr';
import { AddToCartAction } from '../features/catalog/add-to-cart-action';
import { CatalogueGrid } from '../features/catalog/catalogue-grid';
import { PageHeading } from '../features/catalog/page-heading';
import { PageMeta } from '../shared/page-meta';
import type { FirstPaint } from '../app/first-paint';

export const firstPaint: FirstPaint = () => [keys.products()];
/** /productlist: every product, each with "Add to Cart" (CATALOG-17..19), 4 per row at most. */
export function ProductListPage() {
  const { data, error, isValidating, mutate } = useProducts();
  return (
    <>
      <PageMeta title="All Products" description="Rice, millets, dals, flours, spices and more from Dhanya." />
      <PageHeading title="All Products" description="Everything in the shop, ready to add to your cart." />
      <CatalogueGrid
        label="Products"
        products={data}
        error={error}
        isValidating={isValidating}
        onRetry={() => void mutate()}
        loadingText="Loading products..."
        emptyText="No products available yet."
        emptyDescription="New stock is on its way. Please check back soon."
        errorText="Failed to load products"
        action={(product) => <AddToCartAction product={product} successMessage="Product added to cart!" />}
      />
    </>
  );
}
