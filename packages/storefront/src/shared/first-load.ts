// The page the server sent, before and while it is hydrated (see app/early-input/).

/** True until the page the server sent is hydrated (`<html data-hydrated>`, set by entry-client). */
export function isHydrating(): boolean {
  return document.documentElement.dataset.hydrated !== 'true';
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
