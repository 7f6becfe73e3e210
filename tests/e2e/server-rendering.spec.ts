import { type APIRequestContext, type Page, expect, test, withMotion } from './support/test';
import { problemsOf } from './support/console-problems';
import { products } from './support/shop';

/** The pages a shared link or a search result most often opens: home, a category, a product. */
async function landingPages(request: APIRequestContext) {
  const all = await products(request);
  const product = all.find((candidate) => candidate.image && candidate.category)!;
  return {
    product,
    category: product.category!,
    categoryProducts: all.filter((p) => p.category?._id === product.category!._id),
  };
}

/** Some price in rupees is shown in the page's main content. */
async function expectRupeePrice(page: Page) {
  await expect(
    page
      .getByRole('main')
      .getByText(/₹\s?[\d,]+/)
      .first(),
  ).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its sections, product names and prices from the server', async ({ page, request }) => {
    const bestSellers = (await (await request.get('/api/product/bestseller?limit=10')).json()) as { title: string }[];
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
    await expect(page.getByText(bestSellers[0]!.title).first()).toBeVisible();
    await expectRupeePrice(page);
  });

  test('a category page lists its products with prices', async ({ page, request }) => {
    const { category, categoryProducts } = await landingPages(request);
    await page.goto(`/categories/${category._id}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByRole('main').getByText(categoryProducts[0]!.title).first()).toBeVisible();
    await expectRupeePrice(page);
  });

  test('a product page shows name and price, and its HTML carries link-preview tags and JSON-LD', async ({
    page,
    request,
  }) => {
    const { product } = await landingPages(request);
    const response = await page.goto(`/product/${product._id}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expectRupeePrice(page);

    const head = page.locator('head');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', product.title);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/[^/]+\/uploads\/products\//,
    );
    await expect(head.locator('meta[property="product:price:amount"]')).toHaveAttribute(
      'content',
      product.effectivePrice.toFixed(2),
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${product._id}$`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const [item, trail] = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    // One pack is one Offer; several are an AggregateOffer from the cheapest to the dearest.
    const prices = product.packs.map((pack) => pack.effectivePrice);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.title,
      offers:
        prices.length > 1
          ? {
              '@type': 'AggregateOffer',
              lowPrice: Math.min(...prices),
              highPrice: Math.max(...prices),
              priceCurrency: 'INR',
            }
          : { '@type': 'Offer', price: product.effectivePrice, priceCurrency: 'INR' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});

test('an unknown product and an unknown path answer 404 with the not-found page', async ({ page }) => {
  const product = await page.goto('/product/00000000-0000-4000-8000-000000000000');
  expect(product!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  const elsewhere = await page.goto('/no-such-page');
  expect(elsewhere!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the entry script and the page go out brotli-compressed when the browser asks', async ({ request }) => {
  const html = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  const entry = /<script type="module" src="([^"]+)"/.exec(await html.text())?.[1];
  expect(entry).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
  const script = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['cache-control']).toContain('immutable');
});

// The carousel moves on once hydrated: this journey sees it move.
test.describe('with motion', () => {
  test.use(withMotion);

  test('the server-rendered pages hydrate without a console error or warning, and work as before', async ({
    page,
    request,
  }) => {
    const problems = problemsOf(page, ['error', 'warning']);
    const apiCalls: string[] = [];
    page.on('request', (call) => {
      if (new URL(call.url()).pathname.startsWith('/api/')) apiCalls.push(call.url());
    });
    const { product, category } = await landingPages(request);

    // The home page: nothing is asked again on load; the carousel moves on.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    const { images } = (await (await request.get('/api/images/get')).json()) as { images: { title: string }[] };
    await page.getByRole('button', { name: /pause/i }).click();
    await page.getByRole('button', { name: /next/i }).first().click();
    await expect(page.getByRole('heading', { name: images[1]!.title })).toBeVisible();

    // The mega-menu and the search box.
    const nav = page.getByRole('banner').getByRole('navigation', { name: /categories/i });
    await nav.getByRole('link', { name: category.name, exact: true }).hover();
    await expect(page.getByRole('table', { name: /Featured Products/ })).toBeVisible();
    await page.mouse.move(0, 600);
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search products' })
      .fill(product.title.split(' ')[0]!);
    await expect(page.getByRole('option').first()).toBeVisible();

    // A category page, then the product page, where a guest adds the product to the cart.
    await page.goto(`/categories/${category._id}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: /add to cart/i }).click();
    await expect(page.getByRole('button', { name: /remove from cart/i })).toBeVisible();
    const guestCart = await page.evaluate(
      () => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as { productId: string }[],
    );
    expect(guestCart.map((line) => line.productId)).toContain(product._id);

    expect(problems).toEqual([]);
  });
});

test('the landing pages fetch no form schemas (zod) on their first load, in English and Hindi', async ({
  page,
  request,
}) => {
  // zod's code, whatever chunk it is bundled in: its issue codes survive minifying.
  const withZod: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    withZod.push(response.text().then((code) => (code.includes('"invalid_type"') ? response.url() : null)));
  });
  const { product, category } = await landingPages(request);
  const english = ['/', `/categories/${category._id}`, `/product/${product._id}`];
  // The Hindi pages too (issue 34): their texts translate the server's messages, not its schemas.
  for (const path of [...english, ...english.map((landing) => `/hi${landing === '/' ? '' : landing}`)]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(withZod)).filter(Boolean), path).toEqual([]);
  }
  expect(withZod.length).toBeGreaterThan(3);
});

test('the page is painted before the code that makes it interactive is fetched', async ({ page }) => {
  await page.goto('/');
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => new URL(entry.name).pathname.endsWith('.js'));
    const beforePaint = scripts.filter((script) => script.startTime < paint);
    return {
      bytesBeforePaint: beforePaint.reduce((sum, script) => sum + script.encodedBodySize, 0),
      hydratingCodeAfterPaint: scripts.some(
        (script) => /\/entry-client-[\w-]+\.js$/.test(script.name) && script.startTime >= paint,
      ),
    };
  });
  // Only the small boot script (and the helpers it imports) comes before the first paint.
  expect(timings.bytesBeforePaint).toBeGreaterThan(0);
  expect(timings.bytesBeforePaint).toBeLessThan(6_000);
  expect(timings.hydratingCodeAfterPaint).toBe(true);
});
