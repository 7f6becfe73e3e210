/**
 * Registers the shop's service worker (/sw.js, issue 35) once the page has loaded and the phone
 * is idle: never on the way to the first paint or the first tap.
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Whether this page itself came through a worker: one may take control of it later.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const servedByWorker = (navigation?.workerStart ?? 0) > 0;
  const start = () => whenIdle(() => void register(servedByWorker));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(servedByWorker: boolean) {
  try {
    await navigator.serviceWorker.register('/sw.js');
  } catch {
    return; // The shop works as before without it.
  }
  // As `data-hydrated` says the page responds, this says the worker is registered.
  document.documentElement.dataset.serviceWorker = 'registered';
  if (servedByWorker) {
    // A new deploy's worker that takes over this page finds the old build's code running it.
    navigator.serviceWorker.addEventListener('controllerchange', leaveOldBuildOnNextLink, { once: true });
    return;
  }
  // The first visit loaded before any worker ran: hand the new one this page and what it
  // loaded, so that it opens offline too.
  const { active } = await navigator.serviceWorker.ready;
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: pageLoad() } });
}

/** This page (as the page it is, HTML) and the same-origin files it loaded. */
function pageLoad(): (string | [string, RequestInit])[] {
  const files = performance
    .getEntriesByType('resource')
    .map(({ name }) => name)
    .filter((url) => new URL(url).origin === location.origin);
  return [[location.href, { headers: { accept: 'text/html' } }], ...new Set(files)];
}

/**
 * The next link the shopper follows loads its page from the server (the new build's HTML and
 * code) instead of being rendered by this page's old code: the router never sees the click.
 */
function leaveOldBuildOnNextLink() {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.origin === location.origin) event.stopPropagation();
    },
    { capture: true },
  );
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1_000);
}
