import type { BrowserContext, Page } from '@playwright/test';
import { goOffline, goOnline } from './offline';
import { newAccount, productInStock, signIn } from './shop';
import { type APIRequestContext, expect } from './test';

// The steps of the journeys of a cart that survives the network (issue 35).

type ServerLine = { product: { _id: string }; quantity: number };

/** The shopper's cart as the server at `origin` has it: what a later visit, on any phone, shows. */
export async function serverCart(request: APIRequestContext, token: string, origin = '') {
  const answer = await request.get(`${origin}/cart/getcart`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await answer.json()) as { data: { products: ServerLine[] } };
  return data.products.map((line) => ({ productId: line.product._id, quantity: line.quantity }));
}

/** How the shop answers `token` for the profile: 200 while its session holds, 401 once it has ended. */
export async function profileStatus(request: APIRequestContext, token: string) {
  return (await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })).status();
}

/** Opens `url` once the shop's service worker runs the page, as on every visit after the first. */
export async function openWithWorker(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

export const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline." });

export const hasBackgroundSync = (page: Page) =>
  page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready));

/** A signed-in shopper taps a product page's "Add to Cart" offline, then the network returns. */
export async function addOfflineThenReconnect(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  skip: number,
) {
  const product = await productInStock(request, skip);
  const token = await signIn(page, request, await newAccount(request, 'Ira'));
  await openWithWorker(page, `/product/${product._id}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  await goOffline(context);
  await expect(offlineBanner(page)).toContainText("changes to your cart will be sent when you're back online");
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByText("You're offline: this will be added to your cart when you're back online.").first(),
  ).toBeVisible();
  // The page shows it held; the server has nothing yet.
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  expect(await serverCart(request, token)).toEqual([]);

  await goOnline(context);
  await expect(page.getByText("You're back online: your cart changes were sent.").first()).toBeVisible();
  await expect(offlineBanner(page)).toHaveCount(0);
  expect(await serverCart(request, token)).toEqual([{ productId: product._id, quantity: 1 }]);
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
}
