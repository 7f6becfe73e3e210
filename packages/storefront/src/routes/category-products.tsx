import { useCategory } from '@dhanya/api/swr';
import { buttonVariants } from '@dhanya/ui';
import { Link, useParams } from 'react-router-dom';
import { CatalogueGrid } from '../features/catalog/catalogue-grid';
import { CategoryHeading } from '../features/catalog/category-heading';
import { gridStatus } from '../features/catalog/grid-status';
import { PageMeta } from '../shared/page-meta';
import { paths } from '@dhanya/api';
import type { FirstPaint } from '../app/first-paint';

export const firstPaint: FirstPaint = ({ categoryId }) => [{ key: paths.category(categoryId!), notFoundWithout: true }];
/** /category/:categoryId/products: the cards of that category's products only (CATALOG-01, CATALOG-02). */
export function CategoryProductsPage() {
  const { categoryId } = useParams();
  const { data: category, error, isValidating, mutate } = useCategory(categoryId);
  const failed = gridStatus({ data: category, error, isValidating }) === 'error';

  return (
    <>
      <PageMeta title={category?.name ?? 'Category'} description={category && `${category.name} at Dhanya.`} />
      <CategoryHeading category={category} failed={failed} />
      <CatalogueGrid
        label={category ? `Products in ${category.name}` : 'Products'}
        products={category?.products}
        error={error}
        isValidating={isValidating}
        onRetry={() => void mutate()}
        loadingText="Loading products..."
        emptyText="No products in this category yet."
        emptyAction={
          <Link to="/productlist" className={buttonVariants({ variant: 'outline' })}>
            Browse all products
          </Link>
        }
        errorText="Something went wrong while fetching data."
      />
    </>
  );
}
