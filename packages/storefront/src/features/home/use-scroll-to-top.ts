import { useEffect } from 'react';
import { isHydrating, scrolledByShopper } from '../../shared/first-load';

/**
 * Opening the page starts at its top (HOME-33), even when the browser would restore the
 * scroll position of an earlier visit. Runs after the layout's scroll restoration. On the
 * page the server sent, a position the shopper scrolled to before it was hydrated is kept.
 */
export function useScrollToTop() {
  useEffect(() => {
    if (isHydrating() && scrolledByShopper()) return;
    window.scrollTo(0, 0);
  }, []);
}
