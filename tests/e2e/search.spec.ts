import { type Page, type Request, expect, test } from './support/test';
import { products } from './support/shop';

/** Every search request the page sends, in order. */
function recordSearches(page: Page) {
  const sent: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/product/search') sent.push(url);
  });
  return sent;
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });

test('[SEARCH-01] [SEARCH-02] a query asks once and offers up to 5 products to open', async ({ page }) => {
  const sent = recordSearches(page);
  await page.goto('/about');
  await searchBox(page).fill('rice');
  const suggestions = page.getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeLessThanOrEqual(5);
  expect(sent.map((url) => url.searchParams.get('query'))).toEqual(['rice']);

  const first = suggestions.first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/product\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('[SEARCH-05] typing "basmati" key by key is not a request per key, and the last one is for "basmati"', async ({
  page,
}) => {
  // The exact "one request" under steady 50 ms typing is proven with fake timers in
  // search-box.test.tsx; a loaded CI browser can pause between keys for longer than 300 ms.
  const sent = recordSearches(page);
  await page.goto('/about');
  await searchBox(page).pressSequentially('basmati', { delay: 50 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(sent.length).toBeLessThan('basmati'.length);
  expect(sent.at(-1)!.searchParams.get('query')).toBe('basmati');
});

test('[SEARCH-03] leaving the box clears the suggestions 200 ms later', async ({ page }) => {
  await page.goto('/about');
  await searchBox(page).fill('dal');
  await expect(page.getByRole('option').first()).toBeVisible();
  await searchBox(page).blur();
  await expect(page.getByRole('option')).toHaveCount(0, { timeout: 1000 });
});

test('[SEARCH-04] the query is URL-encoded: "rice & dal" reaches the server whole', async ({ page }) => {
  const sent = recordSearches(page);
  await page.goto('/about');
  await searchBox(page).fill('rice & dal');
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.search).toBe('?query=rice%20%26%20dal');
  expect(sent[0]!.searchParams.get('query')).toBe('rice & dal');
});

test('[SEARCH-07] [SEARCH-08] blank text asks nothing; no match shows nothing and no error', async ({ page }) => {
  const sent = recordSearches(page);
  await page.goto('/about');
  await searchBox(page).fill('   ');
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(0);
  await expect(page.getByRole('option')).toHaveCount(0);

  await searchBox(page).fill('zzqx no such grain');
  await expect.poll(() => sent.length).toBe(1);
  await page.waitForTimeout(300);
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('[SEARCH-09] the drawer search works on mobile: a suggestion opens the product and closes the drawer', async ({
  page,
  request,
}) => {
  const [product] = await products(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('combobox', { name: 'Search products' }).fill(product!.title);
  await drawer.getByRole('option', { name: product!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product!._id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.title);
});
