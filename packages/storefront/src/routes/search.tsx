import { paths } from '@dhanya/api';
import { keys } from '@dhanya/api/swr';
import { EmptyState } from '@dhanya/ui';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { FirstPaint } from '../shared/first-paint';
import { AddToCartAction, PageHeading, readListParams, PagedProductList, usePagedList } from '../features/catalog';
import { useTexts } from '../shared/locale';
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
  const texts = useTexts().pages;
  const title = query ? texts.searchResults(query) : texts.search;
  return (
    <>
      <PageMeta title={title} />
      <PageHeading title={title} description={query ? undefined : texts.searchHint} />
      {query ? (
        <PagedProductList
          answer={answer}
          state={state}
          keep={{ query }}
          label={texts.searchLabel}
          loadingText={texts.searching}
          emptyText={texts.searchEmpty(query)}
          emptyDescription={texts.searchEmptyHint}
          errorText={texts.searchFailed}
          action={(product) => <AddToCartAction product={product} successMessage={texts.productAdded} />}
        />
      ) : (
        <EmptyState icon={<Search />} title={texts.nothingSearched} className="py-14" />
      )}
    </>
  );
}
