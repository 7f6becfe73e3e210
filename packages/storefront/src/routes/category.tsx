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
import { useTexts } from '../shared/locale';
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
  const texts = useTexts();

  return (
    <>
      <PageMeta
        title={category?.name ?? texts.catalog.category}
        description={category && texts.pages.categoryDescription(category.name)}
      />
      <CategoryHeading category={category} failed={failed} before={<BackButton />} />
      <PagedProductList
        answer={answer}
        state={state}
        label={category ? texts.pages.productsIn(category.name) : texts.pages.products}
        loadingText={texts.pages.loadingCategory}
        emptyText={texts.pages.emptyCategory}
        emptyDescription={texts.pages.emptyCategoryHint}
        emptyAction={
          <Link to="/productlist" className={buttonVariants({ variant: 'outline' })}>
            {texts.catalog.browseAll}
          </Link>
        }
        errorText={texts.pages.categoryFailed}
        action={(product) => <QuickAddAction product={product} />}
      />
    </>
  );
}
