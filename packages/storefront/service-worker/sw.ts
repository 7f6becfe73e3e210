// The shop's service worker (/sw.js, scope /): README, "Weak connections". Workbox does the
// precaching, the strategies and the expiry; cache-rules.ts says what each request gets.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { type PrecacheEntry, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { boundedCache } from './bounded-cache';
import { sendKept, sendOrKeep } from './cart-changes';
import {
  type AvailablePage,
  type CacheRule,
  cacheRuleFor,
  keptChangeOf,
  offlinePagePath,
  pageTitle,
  offlinePageFor,
} from './cache-rules';
import { isSendCartChanges } from './worker-messages';

declare const self: ServiceWorkerGlobalScope;
/** The build's entry files, fonts and offline pages (service-worker-build.ts writes it in). */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

const day = 24 * 60 * 60;
/**
 * A kept answer serves its URL whatever the request's headers: pages vary on the cookie, on
 * Save-Data and on ECT, which a phone's later request (or the copy a first visit handed over)
 * need not send alike. Offline, the page as kept beats no page.
 */
const matchOptions = { ignoreVary: true };
const megabyte = 1024 * 1024;
const pagesCache = 'dhanya-pages';

// A new deploy's worker takes over at once; the pages it finds running reload on their next
// navigation (app/service-worker.ts), so no shopper runs an old app against the new API.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

const ruleIs =
  (rule: CacheRule) =>
  ({ request }: { request: Request }) =>
    cacheRuleFor(request, self.location.origin) === rule;

// A page is asked of the network first: prices and stock change. A slow answer (lie-fi) gives
// way to the kept copy after 4 s; the network's answer still refreshes it.
registerRoute(
  ruleIs('page'),
  new NetworkFirst({
    cacheName: pagesCache,
    networkTimeoutSeconds: 4,
    matchOptions,
    plugins: [boundedCache(8 * megabyte), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day })],
  }),
);
registerRoute(
  ruleIs('read'),
  new StaleWhileRevalidate({
    cacheName: 'dhanya-reads',
    matchOptions,
    plugins: [boundedCache(4 * megabyte), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * day })],
  }),
);
registerRoute(
  ruleIs('picture'),
  new StaleWhileRevalidate({
    cacheName: 'dhanya-pictures',
    matchOptions,
    plugins: [boundedCache(20 * megabyte), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * day })],
  }),
);
registerRoute(
  ruleIs('asset'),
  new CacheFirst({
    cacheName: 'dhanya-assets',
    plugins: [boundedCache(10 * megabyte), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * day })],
  }),
);
// A signed-in shopper's cart changes, and their logout, survive the network (cart-changes.ts).
const keptChange = ({ request }: { request: Request }) => keptChangeOf(request, self.location.origin) !== null;
const sendOrKeepChange = ({ request }: { request: Request }) =>
  sendOrKeep(request, keptChangeOf(request, self.location.origin)!);
registerRoute(keptChange, sendOrKeepChange, 'POST');
registerRoute(keptChange, sendOrKeepChange, 'DELETE');
self.addEventListener('message', (event) => {
  if (isSendCartChanges(event.data)) event.waitUntil(sendKept().catch(() => undefined));
});

// Every other navigation (checkout, the account, the admin) goes to the network only, so that
// offline it too falls to the offline page below.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const url = new URL(request.url);
  return offlinePage(`${url.pathname}${url.search}`);
});

/** The offline page in the page's language, listing the pages that can be opened without the network. */
async function offlinePage(askedPath: string): Promise<Response> {
  const offlinePath = offlinePagePath(new URL(askedPath, self.location.origin).pathname);
  const page = await matchPrecache(offlinePath);
  if (!page) return Response.error();
  const html = offlinePageFor(await page.text(), askedPath, await availablePages(offlinePath));
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The kept pages in the offline page's language, the most recently visited first. */
async function availablePages(offlinePath: string): Promise<AvailablePage[]> {
  const cache = await caches.open(pagesCache);
  const pages: AvailablePage[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    if (pages.length >= 12) break;
    const url = new URL(request.url);
    if (offlinePagePath(url.pathname) !== offlinePath) continue;
    const title = pageTitle((await (await cache.match(request))?.text()) ?? '');
    if (title) pages.push({ path: `${url.pathname}${url.search}`, title });
  }
  return pages;
}
