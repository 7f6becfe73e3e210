import type { CategoryPage, CategoryWithProducts } from '@dhanya/api';
import { useTexts } from '../../shared/locale';
import { PageHeading } from './page-heading';

type CategoryHeadingProps = {
  category: CategoryWithProducts | CategoryPage | undefined;
  /** The request failed: the page's h1 says what it is without a name. */
  failed?: boolean;
  before?: React.ReactNode;
};

/** A category page's h1: its name and how many products it has (that match); a grey bar while it loads. */
export function CategoryHeading({ category, failed = false, before }: CategoryHeadingProps) {
  const texts = useTexts().catalog;
  if (category) {
    return (
      <PageHeading
        before={before}
        title={category.name}
        description={texts.productCount('total' in category ? category.total : category.products.length)}
      />
    );
  }
  if (failed) return <PageHeading before={before} title={texts.category} />;
  return (
    <PageHeading
      before={before}
      aria-busy
      title={
        <>
          <span className="sr-only">{texts.loadingCategory}</span>
          <span aria-hidden className="inline-block h-9 w-48 animate-pulse rounded-card bg-muted align-middle" />
        </>
      }
    />
  );
}
