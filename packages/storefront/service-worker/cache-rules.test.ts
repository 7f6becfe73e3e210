import { describe, expect, it } from 'vitest';
import { cacheRuleFor, keptChangeOf, isStorable, offlinePageFor, offlinePagePath, pageTitle } from './cache-rules';

const origin = 'https://shop.example';
const request = (path: string, { method = 'GET', mode = 'cors', headers = {} as Record<string, string> } = {}) => ({
  method,
  url: path.startsWith('http') ? path : `${origin}${path}`,
  mode,
  headers: new Headers(headers),
});
const page = (path: string) => request(path, { mode: 'navigate' });

describe('what the service worker keeps [issue 35]', () => {
  it('keeps storefront pages, in both languages', () => {
    for (const path of ['/', '/product/p1', '/categories/c1?page=2', '/cart', '/hi', '/hi/product/p1', '/offline']) {
      expect(cacheRuleFor(page(path), origin), path).toBe('page');
    }
    // The page a window hands over after its first visit, asked as HTML.
    expect(cacheRuleFor(request('/about', { headers: { accept: 'text/html' } }), origin)).toBe('page');
  });

  it('never keeps the admin, checkout, payments, orders or the account', () => {
    for (const path of [
      '/admin/',
      '/admin-login',
      '/admin-dashboard/orders',
      '/checkout',
      '/hi/checkout',
      '/orders',
      '/orders/o1/pay',
      '/orders/o1/invoice',
      '/ordersucess',
      '/login',
      '/profile',
      '/signup',
      '/address',
      '/language/hi?next=/',
      '/storybook/',
    ]) {
      expect(cacheRuleFor(page(path), origin), path).toBe('never');
    }
  });

  it('keeps public catalogue and content reads, never an answer to a token or a write', () => {
    expect(cacheRuleFor(request('/api/product/get?page=1'), origin)).toBe('read');
    expect(cacheRuleFor(request('/api/product/p1?lang=hi'), origin)).toBe('read');
    expect(cacheRuleFor(request('/api/footer/getfooter'), origin)).toBe('read');
    expect(cacheRuleFor(request('/api/category/menu'), origin)).toBe('read');
    expect(cacheRuleFor(request('/api/shop/checkout-rules'), origin)).toBe('read');
    expect(cacheRuleFor(request('/api/product/p1', { headers: { Authorization: 'Bearer t' } }), origin)).toBe('never');
    expect(cacheRuleFor(request('/api/cart/get'), origin)).toBe('never');
    expect(cacheRuleFor(request('/api/user/profile'), origin)).toBe('never');
    expect(cacheRuleFor(request('/api/product/add', { method: 'POST' }), origin)).toBe('never');
  });

  it('keeps pictures and build files; nothing of another origin', () => {
    expect(cacheRuleFor(request('/uploads/rice-480.webp'), origin)).toBe('picture');
    expect(cacheRuleFor(request('/assets/product-rD5jVFhQ.js'), origin)).toBe('asset');
    expect(cacheRuleFor(request('/icons/icon-192.png'), origin)).toBe('read');
    expect(cacheRuleFor(request('/hi/manifest.webmanifest'), origin)).toBe('read');
    expect(cacheRuleFor(request('https://cdn.example/uploads/x.webp'), origin)).toBe('never');
    expect(cacheRuleFor(request('/sw.js'), origin)).toBe('never');
  });

  it("keeps a signed-in shopper's cart changes and logout to send later, nothing else", () => {
    const signed = { Authorization: 'Bearer t' };
    const kept = (path: string, method: string, headers: Record<string, string> = signed) =>
      keptChangeOf(request(path, { method, headers }), origin);
    expect(kept('/cart/addcart', 'POST')).toBe('cart');
    expect(kept('/api/cart/addcart', 'POST')).toBe('cart');
    expect(kept('/cart/deletcart/p1?packId=k1', 'DELETE')).toBe('cart');
    expect(kept('/api/cart/deletcart/p1', 'DELETE')).toBe('cart');
    // Logging out offline still ends the session on the server once the network returns.
    expect(kept('/api/user/logout', 'POST')).toBe('logout');
    // A guest's cart stays on the phone; reads, checkout, other calls and origins are not kept.
    expect(kept('/cart/addcart', 'POST', {})).toBeNull();
    expect(kept('/api/user/logout', 'POST', {})).toBeNull();
    expect(kept('/cart/getcart', 'GET')).toBeNull();
    expect(kept('/cart/checkout', 'POST')).toBeNull();
    expect(kept('/cart/addcart/x', 'POST')).toBeNull();
    expect(kept('/api/user/login-user', 'POST')).toBeNull();
    expect(kept('/api/user/logout', 'GET')).toBeNull();
    expect(kept('https://cdn.example/cart/addcart', 'POST')).toBeNull();
  });

  it('keeps only whole answers the server allows to be stored', () => {
    const answer = (status: number, cacheControl?: string) => ({
      status,
      headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
    });
    expect(isStorable(answer(200, 'no-cache'))).toBe(true);
    expect(isStorable(answer(200))).toBe(true);
    expect(isStorable(answer(200, 'private, no-store'))).toBe(false);
    expect(isStorable(answer(404))).toBe(false);
    expect(isStorable(answer(302))).toBe(false);
  });
});

describe('the offline page [issue 35]', () => {
  const offlineHtml =
    '<html><head><title>You&#x27;re offline | Dhanya</title></head><body><h1>You’re offline</h1>' +
    '<ul id="offline-pages" class="flex"><li>No pages are saved on this phone yet.</li></ul>' +
    '<a id="offline-retry" href="/" class="button">Try again</a></body></html>';

  it('speaks the language of the page that could not be opened', () => {
    expect(offlinePagePath('/product/p1')).toBe('/offline');
    expect(offlinePagePath('/hi/product/p1')).toBe('/hi/offline');
    expect(offlinePagePath('/hi')).toBe('/hi/offline');
    expect(offlinePagePath('/history')).toBe('/offline');
  });

  it('lists the pages that are available, with their titles', () => {
    const html = offlinePageFor(offlineHtml, '/about', [
      { path: '/product/p1', title: 'Toor Dal | Dhanya' },
      { path: '/search?query="x"&a', title: 'Search <b> | Dhanya' },
    ]);
    expect(html).toContain(
      '<ul id="offline-pages" class="flex"><li><a href="/product/p1">Toor Dal | Dhanya</a></li>' +
        '<li><a href="/search?query=&quot;x&quot;&amp;a">Search &lt;b> | Dhanya</a></li></ul>',
    );
    expect(html).not.toContain('No pages are saved');
  });

  it('says none are saved when none are', () => {
    expect(offlinePageFor(offlineHtml, '/', [])).toBe(offlineHtml);
  });

  it('tries again the page that was asked for', () => {
    expect(offlinePageFor(offlineHtml, '/search?query="dal"', [])).toContain(
      '<a id="offline-retry" href="/search?query=&quot;dal&quot;" class="button">Try again</a>',
    );
  });

  it("reads a page's title as the server wrote it", () => {
    expect(pageTitle('<head><title>Basmati Rice 5 kg | Dhanya</title>')).toBe('Basmati Rice 5 kg | Dhanya');
    expect(pageTitle('<head></head>')).toBeUndefined();
  });
});
