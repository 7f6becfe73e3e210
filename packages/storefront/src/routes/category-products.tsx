import { buttonVariants } from '@dhanya/ui';
import { Link, useParams } from 'react-router-dom';
import {
  PagedProductList,
  categoryListFirstPaint,
  useCategoryList,
  CategoryHeading,
  gridStatus,
} from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = categoryListFirstPaint('categoryId');
/** /category/:categoryId/products: the cards of that category's products only (CATALOG-01, CATALOG-02). */
export function CategoryProductsPage() {
  const { categoryId } = useParams();
  const { state, answer, category } = useCategoryList(categoryId);
  const failed = gridStatus(answer) === 'error';

  return (
    <>
      <PageMeta title={category?.name ?? 'Category'} description={category && `${category.name} at Dhanya.`} />
      <CategoryHeading category={category} failed={failed} />
      <PagedProductList
        answer={answer}
        state={state}
        label={category ? `Products in ${category.name}` : 'Products'}
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
