import { buttonVariants } from '@dhanya/ui';
import { Link, useParams } from 'react-router-dom';
import {
  BackButton,
  PagedProductList,
  categoryListFirstPaint,
  useCategoryList,
  CategoryHeading,
  gridStatus,
  QuickAddAction,
} from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

export const firstPaint = categoryListFirstPaint('id');
/**
 * /categories/:id: the category's product cards, each with a quick-add dialog (CATALOG-05,
 * CATALOG-06), and a back button (CATALOG-03); a failure offers "Try Again" (CATALOG-07).
 */
export function CategoryPage() {
  const { id } = useParams();
  const { state, answer, category } = useCategoryList(id);
  const failed = gridStatus(answer) === 'error';

  return (
    <>
      <PageMeta title={category?.name ?? 'Category'} description={category && `Shop ${category.name} at Dhanya.`} />
      <CategoryHeading category={category} failed={failed} before={<BackButton />} />
      <PagedProductList
        answer={answer}
        state={state}
        label={category ? `Products in ${category.name}` : 'Products'}
        loadingText="Loading category..."
        emptyText="No products in this category yet."
        emptyDescription="New stock is on its way. Meanwhile, have a look at the rest of the shop."
        emptyAction={
          <Link to="/productlist" className={buttonVariants({ variant: 'outline' })}>
            Browse all products
          </Link>
        }
        errorText="Failed to load category. Please try again later."
        action={(product) => <QuickAddAction product={product} />}
      />
    </>
  );
}
