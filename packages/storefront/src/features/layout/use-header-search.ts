import type { SearchBoxProps } from '@dhanya/ui';
import { useProductSearch } from '@dhanya/api/swr';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { productPath, searchForm, searchPath } from '../../shared/route-paths';

const suggestionLimit = 5;

/**
 * The search box's props, shared by the desktop box and the drawer's (SEARCH-09). The box
 * debounces the text; the hook keeps answers per query so a late answer never shows under a
 * newer query; a failure is logged only and shows no suggestions (SEARCH-08).
 */
export function useHeaderSearch(onChosen: () => void): Omit<SearchBoxProps, 'renderLink' | 'productHref'> {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const { data, error, isLoading } = useProductSearch(query);

  useEffect(() => {
    if (error) console.error('Product search failed', error);
  }, [error]);

  const suggestions = (error ? [] : (data ?? [])).slice(0, suggestionLimit).map((product) => ({
    _id: product._id,
    title: product.title,
  }));

  const open = (product: { _id: string }) => {
    onChosen();
    void navigate(productPath(product));
  };

  return {
    // Before the page is hydrated, Enter sends the form to the search page itself.
    action: searchForm.action,
    fieldName: searchForm.field,
    suggestions,
    loading: isLoading,
    onQueryChange: setQuery,
    onSelect: open,
    // Enter without a highlighted suggestion: every match, a page at a time.
    onSubmit: (text) => {
      onChosen();
      void navigate(searchPath(text));
    },
  };
}
