import { useEffect } from 'react';

/**
 * Opening the page starts at its top (HOME-33), even when the browser would restore the
 * scroll position of an earlier visit. Runs after the layout's scroll restoration.
 */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
