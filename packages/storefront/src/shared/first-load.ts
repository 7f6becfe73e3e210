// The page the server sent, before and while it is hydrated (see app/early-input/).

/**
 * True while the page the server sent is hydrated, until `<html data-hydrated>` (set by
 * entry-client). A page rendered in the browser alone (Storybook, the dev server) never is:
 * it has no first script (`window.dhanyaEarlyInput`).
 */
export function isHydrating(): boolean {
  return window.dhanyaEarlyInput !== undefined && document.documentElement.dataset.hydrated !== 'true';
}

/**
 * Whether the page's scroll position is the shopper's own: they touched, clicked, scrolled or
 * typed before it was hydrated, or the browser restored none (a new visit, not a reload or a
 * step back through history). Hydration must never move what the shopper is about to tap.
 */
export function scrolledByShopper(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const restoredByBrowser = navigation?.type === 'reload' || navigation?.type === 'back_forward';
  return !restoredByBrowser || (window.dhanyaEarlyInput?.acted ?? false);
}
