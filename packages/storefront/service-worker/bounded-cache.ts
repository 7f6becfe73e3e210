import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isStorable } from './cache-rules';

/** Each kept answer carries its body's size, so a cache is measured without reading bodies. */
const sizeHeader = 'x-dhanya-cached-bytes';

/**
 * Keeps only answers that may be kept (`isStorable`), and keeps the cache under `maxBytes`:
 * once a new answer is in, the oldest are dropped until the rest fit. Workbox's
 * ExpirationPlugin bounds the count and the age; this bounds the bytes, which it cannot.
 */
export function boundedCache(maxBytes: number): WorkboxPlugin {
  return {
    async cacheWillUpdate({ response }) {
      if (!isStorable(response)) return null;
      const body = await response.blob();
      const headers = new Headers(response.headers);
      headers.set(sizeHeader, String(body.size));
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    },
    async cacheDidUpdate({ cacheName }) {
      const cache = await caches.open(cacheName);
      // Oldest first: a cache lists its entries in the order they were last written.
      const keys = await cache.keys();
      const sizes = await Promise.all(
        keys.map(async (key) => Number((await cache.match(key))?.headers.get(sizeHeader) ?? 0)),
      );
      let total = sizes.reduce((sum, size) => sum + size, 0);
      for (let index = 0; total > maxBytes && index < keys.length - 1; index++) {
        await cache.delete(keys[index]!);
        total -= sizes[index]!;
      }
    },
  };
}
