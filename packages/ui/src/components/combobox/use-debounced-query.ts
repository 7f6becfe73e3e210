import { useEffect, useRef, useState } from 'react';

/**
 * The text a combobox searches for: what was typed, trimmed, once typing has paused for
 * `delayMs`; blank text at once. `pending` holds while typed text waits to be searched.
 */
export function useDebouncedQuery(onQueryChange: ((query: string) => void) | undefined, delayMs: number) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const report = useRef(onQueryChange);
  useEffect(() => {
    report.current = onQueryChange;
  });

  useEffect(() => {
    if (typed === query) return;
    const timer = setTimeout(() => {
      setQuery(typed);
      report.current?.(typed);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [typed, query, delayMs]);

  return {
    query,
    pending: typed !== query,
    /** Call with the box's text on each edit. */
    type(text: string) {
      const next = text.trim();
      setTyped(next);
      // Blank text is never searched: the caller hears at once, so it can show its first options.
      if (next === '' && query !== '') {
        setQuery('');
        report.current?.('');
      }
    },
  };
}
