// Issue 35: a shop that works on a connection that comes and goes (the service worker).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { goOffline, goOnline, keptPaths, untilKeptOffline } from './support/offline';
import { newAccount, products, signIn } from './support/shop';
import { expect, test } from './support/test';

test.use({ serviceWorkers: 'allow' });

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

test('a product page visited once opens offline with its title and price; one never visited shows the offline page', async ({
  page,
  context,
  request,
}) => {
  const [product, other] = await products(request);
  const productPath = `/product/${product!._id}`;
  await page.goto(productPath);
  await untilKeptOffline(page, productPath);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
  await expect(page.getByRole('main').getByText(rupees(product!.effectivePrice)).first()).toBeVisible();
  // The page works offline: its code came from the phone too.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await page.goto(`/product/${other!._id}`, { waitUntil: 'load' }).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${other!._id}$`));
  // The shop's header, and the pages that can be opened: the product visited before.
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /Dhanya/ })
      .first(),
  ).toBeVisible();
  const available = page.getByRole('list').filter({ has: page.getByRole('link', { name: product!.title }) });
  await available.getByRole('link', { name: product!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();

  await goOnline(context);
  await page.goto(`/product/${other!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: other!.title })).toBeVisible();
});

test('offline in Hindi: a visited page in Hindi, and the offline page in Hindi', async ({ page, context, request }) => {
  const [product] = await products(request, 'hi');
  const productPath = `/hi/product/${product!._id}`;
  await page.goto(productPath);
  await untilKeptOffline(page, productPath);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
  await page.goto('/hi/about', { waitUntil: 'load' }).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: product!.title })).toBeVisible();
});

test('nothing personal is kept: no answer to the token, no checkout, no account page; public reads are', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, await newAccount(request, 'Kavya'));
  expect(token).toBeTruthy();
  const [product] = await products(request);
  await page.goto(`/product/${product!._id}`);
  await untilKeptOffline(page, `/product/${product!._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  await page.goto('/cart');
  await page.goto('/checkout');
  await page.goto('/profile');
  await page.goto('/about');
  await untilKeptOffline(page, '/about');
  // A public read asked by a signed-in shopper's page goes without the token: it is kept.
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).fill('dal');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect
    .poll(async () => (await keptPaths(page, 'dhanya-reads')).some((path) => path.startsWith('/api/product/search?')))
    .toBe(true);

  const kept = await keptPaths(page);
  expect(kept).toContain('/cart');
  expect(kept.filter((path) => /^\/(checkout|profile)|^\/api\/(cart|user)/.test(path))).toEqual([]);
  // What the shopper's token asked for (their cart, profile, orders) is not.
  expect(kept.filter((path) => path.startsWith('/api/')).every((path) => !/cart|user|order/.test(path))).toBe(true);
});

test('a new deploy takes over on the next link: the page the shopper had open stops running the old build', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A page the worker served, as every page after the first visit is.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'registered');
  const quickLink = (name: string) =>
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name });

  // Without a new deploy, a link is followed by the running app (no new document).
  await page.evaluate(() => Object.assign(window, { runningBuild: 'old' }));
  await quickLink('Terms & Conditions').click();
  await expect(page).toHaveURL(/\/terms$/);
  expect(await page.evaluate(() => (window as { runningBuild?: string }).runningBuild)).toBe('old');

  // The server now has a new build: its worker differs. (Playwright cannot route the browser's
  // own check for a new worker, so the served file itself changes, and is put back.)
  const worker = path.join(import.meta.dirname, '../../packages/storefront/dist/client/sw.js');
  const deployed = await readFile(worker, 'utf8');
  const takenOver = page.evaluate(
    () =>
      new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })),
  );
  try {
    await writeFile(worker, `${deployed}\n// the next build\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await takenOver;
  } finally {
    await writeFile(worker, deployed);
  }

  // The next link loads its page, and the new build's code, from the server.
  await quickLink('Contact Us').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as { runningBuild?: string }).runningBuild)).toBeUndefined();
});
