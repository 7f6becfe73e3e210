import { paths } from '@dhanya/api';
import { keys } from '@dhanya/api/swr';
import { EmptyState } from '@dhanya/ui';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { FirstPaint } from '../shared/first-paint';
import { AddToCartAction, PageHeading, readListParams, PagedProductList, usePagedList } from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

const searchedText = (search: URLSearchParams) => (search.get('query') ?? '').trim().slice(0, 200);

export const firstPaint: FirstPaint = (_params, search) => {
  const query = searchedText(search);
  return query ? [keys.productPage(paths.search, { ...readListParams(search), query })] : [];
};

/**
 * /search?query=…: every product the search finds, best match first, a page at a time, to
 * sort and filter like any list (Enter in the search box opens it).
 */
export function SearchPage() {
  const [search] = useSearchParams();
  const query = searchedText(search);
  const { state, answer } = usePagedList(paths.search, { query });
  const title = query ? `Results for “${query}”` : 'Search';
  return (
    <>
      <PageMeta title={title} />
      <PageHeading title={title} description={query ? undefined : 'Type what you are looking for in the search box.'} />
      {query ? (
        <PagedProductList
          answer={answer}
          state={state}
          keep={{ query }}
          label="Search results"
          loadingText="Searching..."
          emptyText={`No products found for “${query}”.`}
          emptyDescription="Check the spelling, or try a shorter word such as “rice” or “dal”."
          errorText="Search failed. Please try again."
          action={(product) => <AddToCartAction product={product} successMessage="Product added to cart!" />}
        />
      ) : (
        <EmptyState icon={<Search />} title="Nothing searched yet." className="py-14" />
      )}
    </>
  );
}
