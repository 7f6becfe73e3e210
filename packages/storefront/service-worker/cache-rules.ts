/**
 * What the service worker keeps of each request (README, "Weak connections"). Pure rules,
 * so they are tested without a browser; sw.ts applies them.
 */
export type CacheRule =
  /** A storefront page: from the network, from the cache when the network fails. */
  | 'page'
  /** A public catalogue or content read, a manifest or an icon: stale-while-revalidate. */
  | 'read'
  /** A product or carousel picture: stale-while-revalidate, in a cache of its own. */
  | 'picture'
  /** A hashed build file: it never changes, so the cache answers first. */
  | 'asset'
  /** Never kept: the network or nothing. */
  | 'never';

type RequestLike = { method: string; url: string; mode: string; headers: { get(name: string): string | null } };

/**
 * Pages that are personal, or meaningless without the network: the admin app, checkout,
 * payments and orders, the account's pages. Their answers are never kept; offline, a
 * navigation to them shows the offline page.
 */
const personalPages =
  /^(?:\/hi)?\/(?:admin|admin-login|admin-dashboard|checkout|orders|ordersucess|Allordersucess|address|login|signup|profile|verify-email|forgot-password|language|storybook)(?:[/?#]|$)/;

/** The API's public reads of the catalogue and the shop's texts. Any other API answer is never kept. */
const publicReads = [
  '/api/images/get',
  '/api/category/get',
  '/api/category/menu',
  '/api/product/',
  '/api/footer/getfooter',
  '/api/about/getabout',
  '/api/terms/getterms',
  '/api/return/getpolicy',
  '/api/shoplink/getshoplink',
  // The shop's WhatsApp number among them: offline, the cart offers to send the order there.
  '/api/shop/checkout-rules',
];

/** What to do with `request`, sent by a page of `origin`. */
export function cacheRuleFor(request: RequestLike, origin: string): CacheRule {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'never';
  // A request that carries a session's token is that shopper's alone.
  if (request.headers.get('authorization')) return 'never';
  const path = url.pathname;
  if (path.startsWith('/api/')) return publicReads.some((prefix) => path.startsWith(prefix)) ? 'read' : 'never';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/uploads/')) return 'picture';
  if (path.startsWith('/icons/') || path === '/favicon.svg' || path.endsWith('/manifest.webmanifest')) return 'read';
  const html = request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
  if (!html) return 'never';
  return personalPages.test(path) ? 'never' : 'page';
}

/** The calls that change a signed-in shopper's server cart (both cart families of the API). */
const cartChanges = /^\/(?:api\/)?cart\/(?:addcart$|deletcart\/)/;

/**
 * What the worker keeps of a signed-in shopper's calls made without the network, to send in
 * order when it returns (cart-changes.ts): a change to their server cart, or the logout that
 * ends their session after those changes. Null for any other request: a guest's cart never
 * leaves the phone.
 */
export type KeptChange = 'cart' | 'logout';

export function keptChangeOf(request: RequestLike, origin: string): KeptChange | null {
  const url = new URL(request.url);
  if (url.origin !== origin || !request.headers.get('authorization')) return null;
  if ((request.method === 'POST' || request.method === 'DELETE') && cartChanges.test(url.pathname)) return 'cart';
  if (request.method === 'POST' && url.pathname === '/api/user/logout') return 'logout';
  return null;
}

/** An answer that may be kept: a whole 200 the server did not mark `no-store`. */
export function isStorable(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  return response.status === 200 && !/\bno-store\b/.test(response.headers.get('cache-control') ?? '');
}

/** The offline page in the language of the page that could not be opened. */
export function offlinePagePath(pagePath: string): string {
  return pagePath === '/hi' || pagePath.startsWith('/hi/') ? '/hi/offline' : '/offline';
}

/** A page the shopper can open offline, as the offline page lists it. */
export type AvailablePage = { path: string; title: string };

/** The page's `<title>`, as the server wrote it (already HTML text). */
export function pageTitle(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim() || undefined;
}

const listOpening = /<ul[^>]*\bid="offline-pages"[^>]*>/;
const tryAgainLink = /(<a[^>]*\bid="offline-retry"[^>]*\bhref=")[^"]*(")/;

/**
 * The offline page (routes/offline.tsx) shown for `askedPath`: its "Try again" link leads to
 * that page, and the pages that are available are written into its list (rendered with a
 * "none yet" line, which stays when there are none). Titles are the server's own HTML text;
 * paths are escaped here.
 */
export function offlinePageFor(offlineHtml: string, askedPath: string, pages: AvailablePage[]): string {
  const html = offlineHtml.replace(
    tryAgainLink,
    (_, start: string, end: string) => start + escapeAttribute(askedPath) + end,
  );
  return withAvailablePages(html, pages);
}

function withAvailablePages(offlineHtml: string, pages: AvailablePage[]): string {
  const opening = listOpening.exec(offlineHtml);
  if (!opening || pages.length === 0) return offlineHtml;
  const start = opening.index + opening[0].length;
  const end = offlineHtml.indexOf('</ul>', start);
  if (end < 0) return offlineHtml;
  const items = pages
    .map(({ path, title }) => `<li><a href="${escapeAttribute(path)}">${title.replace(/</g, '&lt;')}</a></li>`)
    .join('');
  return offlineHtml.slice(0, start) + items + offlineHtml.slice(end);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
