import { buttonVariants } from '@dhanya/ui';
import { Link, useParams } from 'react-router-dom';
import {
  PagedProductList,
  categoryListFirstPaint,
  useCategoryList,
  CategoryHeading,
  gridStatus,
} from '../features/catalog';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = categoryListFirstPaint('categoryId');
/** /category/:categoryId/products: the cards of that category's products only (CATALOG-01, CATALOG-02). */
export function CategoryProductsPage() {
  const { categoryId } = useParams();
  const { state, answer, category } = useCategoryList(categoryId);
  const failed = gridStatus(answer) === 'error';
  const texts = useTexts();

  return (
    <>
      <PageMeta
        title={category?.name ?? texts.catalog.category}
        description={category && texts.pages.categoryProductsDescription(category.name)}
      />
      <CategoryHeading category={category} failed={failed} />
      <PagedProductList
        answer={answer}
        state={state}
        label={category ? texts.pages.productsIn(category.name) : texts.pages.products}
        loadingText={texts.pages.loadingProducts}
        emptyText={texts.pages.emptyCategory}
        emptyAction={
          <Link to="/productlist" className={buttonVariants({ variant: 'outline' })}>
            {texts.catalog.browseAll}
          </Link>
        }
        errorText={texts.pages.fetchFailed}
      />
    </>
  );
}
