import { useEffect, useState } from 'react';

/** How long typing must pause before the list is searched. */
const searchDelayMs = 300;

/** A search and the page of its results shown; any other search starts on page 1. */
type Shown = { query: string; page: number };
const searchFor = (query: string) => (shown: Shown) => (shown.query === query ? shown : { query, page: 1 });

/**
 * A paged list's search box and page. `text` is what the box holds; `query` follows it,
 * trimmed, once typing pauses (at once when the box is cleared). A new search starts on page 1.
 */
export function usePagedSearch() {
  const [text, setText] = useState('');
  const [shown, setShown] = useState<Shown>({ query: '', page: 1 });

  useEffect(() => {
    const timer = setTimeout(() => setShown(searchFor(text.trim())), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  return {
    text,
    query: shown.query,
    page: shown.page,
    setPage: (page: number) => setShown({ query: shown.query, page }),
    /** The box's onChange. */
    type(next: string) {
      setText(next);
      if (next.trim() === '') setShown(searchFor(''));
    },
    /**
     * Call while rendering, with the answer's page count: a page that changes elsewhere
     * emptied (the last product of the last page deleted) gives way to the last page left.
     */
    keepWithin(pageCount: number) {
      const last = Math.max(pageCount, 1);
      if (shown.page > last) setShown({ query: shown.query, page: last });
    },
  };
}
