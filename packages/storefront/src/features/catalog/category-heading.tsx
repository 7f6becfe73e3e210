import { type CategoryPage, type CategoryWithProducts } from '@dhanya/api';
import { PageHeading } from './page-heading';

const countText = (count: number) => (count === 1 ? '1 product' : `${count} products`);

type CategoryHeadingProps = {
  category: CategoryWithProducts | CategoryPage | undefined;
  /** The request failed: the page's h1 says what it is without a name. */
  failed?: boolean;
  before?: React.ReactNode;
};

/** A category page's h1: its name and how many products it has (that match); a grey bar while it loads. */
export function CategoryHeading({ category, failed = false, before }: CategoryHeadingProps) {
  if (category) {
    return (
      <PageHeading
        before={before}
        title={category.name}
        description={countText('total' in category ? category.total : category.products.length)}
      />
    );
  }
  if (failed) return <PageHeading before={before} title="Category" />;
  return (
    <PageHeading
      before={before}
      aria-busy
      title={
        <>
          <span className="sr-only">Loading category</span>
          <span aria-hidden className="inline-block h-9 w-48 animate-pulse rounded-card bg-muted align-middle" />
        </>
      }
    />
  );
}
