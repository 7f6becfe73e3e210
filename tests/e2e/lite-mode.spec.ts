// Issue 35: a phone that asks to save data (`Save-Data: on`) gets the shop in lite mode.
import type { Page } from '@playwright/test';
import { problemsOf } from './support/console-problems';
import { products } from './support/shop';
import { expect, test } from './support/test';

type Slide = { title: string; imageUrl: string };

/** What a first visit to a page (the home page) downloads: its fonts, carousel and product pictures. */
async function firstVisit(page: Page, path = '/') {
  const fonts: string[] = [];
  const pictures: string[] = [];
  const productPictures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.woff2?$/.test(pathname)) fonts.push(pathname);
    if (pathname.startsWith('/uploads/images/')) pictures.push(pathname);
    if (pathname.startsWith('/uploads/products/')) productPictures.push(pathname);
  });
  const problems = problemsOf(page, ['error', 'warning']);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { fonts, pictures, productPictures, problems };
}

/** A phone's screen: a full-width picture wants its 1,200 px size. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 };

test.describe('with Save-Data: on', () => {
  test.use({ ...phone, extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('a shopper who turns Lite mode off in the footer gets the full shop from then on', async ({ page }) => {
    await page.goto('/about');
    await expect(liteSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await liteSwitch(page).click();
    await expect(liteSwitch(page)).toHaveAttribute('aria-checked', 'false');
    expect(await nextPageIsLite(page, { 'Save-Data': 'on' })).toBe(false);
  });

  test('the home page downloads no web font, and one carousel picture at its smallest size', async ({
    page,
    request,
  }) => {
    const { images } = (await (await request.get('/api/images/get')).json()) as { images: Slide[] };
    const html = await (await request.get('/', { headers: { 'Save-Data': 'on' } })).text();
    expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);

    const { fonts, pictures, problems } = await firstVisit(page);
    expect(fonts).toEqual([]);
    const smallest = images[0]!.imageUrl.replace(/\.webp$/, '.thumb.webp');
    expect(pictures).toEqual([smallest]);
    // The first slide alone: nothing to move between, and nothing else downloaded.
    await expect(page.getByRole('heading', { name: images[0]!.title })).toBeVisible();
    await expect(page.getByRole('button', { name: /next/i })).toHaveCount(0);
    // The page hydrated as the server drew it.
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Poppins');
  });

  test('a product page and its cards downloads every product picture at its smallest size', async ({
    page,
    request,
  }) => {
    const [product] = await products(request);
    const { fonts, productPictures, problems } = await firstVisit(page, `/product/${product!._id}`);
    expect(fonts).toEqual([]);
    expect(productPictures).toContain(`/uploads/products/${product!.image!.replace(/\.webp$/, '.thumb.webp')}`);
    expect(productPictures.filter((picture) => !picture.endsWith('.thumb.webp'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a list downloads its first row of pictures; the others wait for "Show picture"', async ({ page }) => {
    const { productPictures } = await firstVisit(page, '/productlist');
    expect(productPictures.length).toBeGreaterThan(0);
    expect(productPictures.length).toBeLessThanOrEqual(5);
    const held = page.getByRole('main').getByRole('button', { name: 'Show picture' });
    expect(await held.count()).toBeGreaterThan(10);

    const card = page.locator(`article[aria-labelledby="${await held.first().getAttribute('aria-describedby')}"]`);
    const downloaded = page.waitForRequest((request) => /\/uploads\/products\/.+\.thumb\.webp$/.test(request.url()));
    await held.first().click();
    await downloaded;
    await expect(card.getByRole('img')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Show picture' })).toHaveCount(0);
  });
});

/** The footer's switch, and whether the server's next page is in lite mode (the same browser's cookies). */
const liteSwitch = (page: Page) => page.getByRole('contentinfo').getByRole('switch', { name: 'Lite mode' });
async function nextPageIsLite(page: Page, headers: Record<string, string> = {}) {
  return /<html[^>]*data-lite/.test(await (await page.context().request.get('/about', { headers })).text());
}

test.describe('without Save-Data', () => {
  test.use(phone);

  test("the footer's Lite mode switch turns it on at once, and the shop remembers it", async ({ page }) => {
    await page.goto('/');
    await expect(liteSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await liteSwitch(page).click();
    await expect(liteSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Poppins');
    expect(await nextPageIsLite(page)).toBe(true);

    // The next page comes in lite mode from the server: the shopper's choice, remembered.
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Poppins');
    await expect(liteSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await liteSwitch(page).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-lite');
    expect(await nextPageIsLite(page)).toBe(false);
  });

  test('a browser on a 2G connection gets lite mode too (the ECT hint the pages ask for)', async ({ request }) => {
    const on2g = await request.get('/', { headers: { ECT: 'slow-2g' } });
    expect(on2g.headers()['accept-ch']).toBe('ECT');
    expect(await on2g.text()).toMatch(/<html[^>]*data-lite/);
    expect(await (await request.get('/', { headers: { ECT: '4g' } })).text()).not.toMatch(/<html[^>]*data-lite/);
  });

  test('the same visit loads the shop’s fonts and the phone-sized carousel', async ({ page }) => {
    const { fonts, pictures } = await firstVisit(page);
    expect(fonts.some((font) => font.includes('poppins-latin-400'))).toBe(true);
    expect(pictures.some((picture) => picture.endsWith('.large.webp'))).toBe(true);
  });

  test('a product page downloads its picture at the size the phone draws it', async ({ page, request }) => {
    const [product] = await products(request);
    const { productPictures } = await firstVisit(page, `/product/${product!._id}`);
    expect(productPictures.some((picture) => !picture.endsWith('.thumb.webp'))).toBe(true);
  });
});
