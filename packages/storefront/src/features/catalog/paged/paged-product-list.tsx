import type { CategoryPage, ProductPage } from '@dhanya/api';
import { EmptyState, Pagination, buttonVariants, formatIndianNumber } from '@dhanya/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { StorefrontTexts } from '../../../locales/en';
import { useTexts } from '../../../shared/locale';
import { CatalogueGrid, type CatalogueGridProps } from '../catalogue-grid';
import { ListControls } from './list-controls';
import { type ListParams, hasFilters } from './list-params';
import type { ListState } from './use-list-state';

type PageAnswer = { data?: ProductPage | CategoryPage; error?: unknown; isValidating?: boolean; mutate: () => unknown };

type PagedProductListProps = Omit<CatalogueGridProps, 'products' | 'error' | 'isValidating' | 'onRetry'> & {
  answer: PageAnswer;
  state: ListState;
  /** What the list counts: products, best sellers, offers. */
  noun?: keyof StorefrontTexts['list']['nouns'];
  /** Query parameters every state of the list keeps (a search's text). */
  keep?: Record<string, string>;
};

const defaults: Omit<ListParams, 'sort'> = { page: 1, onOffer: false, inStock: false };

/**
 * A product list a page at a time (24 by default) with its sort and filters, all in the URL:
 * the controls, how many there are, the grid, and links to the other pages. A filter that
 * matches nothing says so and offers to clear the filters; a page past the end links back.
 */
export function PagedProductList({ answer, state, noun = 'products', keep, ...grid }: PagedProductListProps) {
  const { params, hrefFor, show } = state;
  const texts = useTexts().list;
  const page = answer.data;
  const filtered = hasFilters(params);
  const pastTheEnd = page !== undefined && page.total > 0 && page.products.length === 0;
  // Nothing to sort or narrow: an empty list, or one that could not be loaded.
  const nothingToSort = page ? page.total === 0 && !filtered : Boolean(answer.error);
  const clearFilters = (
    <Link to={hrefFor({ ...defaults, sort: params.sort })} className={buttonVariants({ variant: 'outline' })}>
      {texts.clearFilters}
    </Link>
  );

  return (
    <>
      {!nothingToSort && <ListControls params={params} onChange={show} keep={keep} />}
      {page && page.total > 0 && !pastTheEnd && (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {shownRange(page, texts.nouns[noun], texts.shown)}
        </p>
      )}
      {pastTheEnd ? (
        <EmptyState
          icon={<SearchX />}
          title={texts.pastTheEnd}
          action={
            <Link to={hrefFor({ ...params, page: 1 })} className={buttonVariants({ variant: 'outline' })}>
              {texts.firstPage}
            </Link>
          }
          className="rounded-card border border-dashed border-border bg-surface py-14"
        />
      ) : (
        <CatalogueGrid
          {...grid}
          products={page?.products}
          error={answer.error}
          isValidating={answer.isValidating}
          onRetry={() => void answer.mutate()}
          {...(filtered && {
            emptyText: texts.noMatch,
            emptyDescription: texts.noMatchHint,
            emptyAction: clearFilters,
          })}
        />
      )}
      {page && !pastTheEnd && (
        <Pagination
          page={params.page}
          pageCount={page.pageCount}
          hrefForPage={(n) => hrefFor({ ...params, page: n })}
          className="mt-8"
        />
      )}
    </>
  );
}

/** "Showing 25–48 of 3,512 products". */
function shownRange(page: ProductPage, noun: string, shown: StorefrontTexts['list']['shown']) {
  const first = ((page.page ?? 1) - 1) * page.limit + 1;
  const last = first + page.products.length - 1;
  return shown(formatIndianNumber(first), formatIndianNumber(last), formatIndianNumber(page.total), noun);
}
