import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect } from './test';

/**
 * Cuts the phone off: the page's requests and its service worker's fail as they do without a
 * network (Playwright's offline mode alone leaves a service worker's own requests through).
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', refuseServiceWorker);
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**', refuseServiceWorker);
  await context.setOffline(false);
}

const refuseServiceWorker = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

/** The paths the shop's service worker has kept in `cacheName` (all its caches when none is named). */
export async function keptPaths(page: Page, cacheName?: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const names = name ? [name] : await caches.keys();
    const paths: string[] = [];
    for (const cache of names) {
      if (!(await caches.has(cache))) continue;
      for (const request of await (await caches.open(cache)).keys()) {
        const url = new URL(request.url);
        paths.push(`${url.pathname}${url.search}`);
      }
    }
    return paths;
  }, cacheName);
}

/** Waits until the service worker has kept `path` as a page a shopper can open offline. */
export async function untilKeptOffline(page: Page, path: string) {
  await expect.poll(() => keptPaths(page, 'dhanya-pages'), { timeout: 20_000 }).toContain(path);
}
