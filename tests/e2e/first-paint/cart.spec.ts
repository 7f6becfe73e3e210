// Adding to the cart before the page is hydrated adds exactly once (issue 30).
import type { APIRequestContext } from '@playwright/test';
import { newAccount, productInStock, signIn } from '../support/shop';
import { expect, phone, test } from './support/first-paint';

test.use(phone);

const serverCart = async (request: APIRequestContext, token: string) =>
  (
    (await (await request.get('/cart/getcart', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { products: { product: { _id: string }; quantity: number }[] };
    }
  ).data.products;

test('a guest taps "Add to Cart" on a product page: one unit in the guest cart', async ({ page, request, shopper }) => {
  const product = await productInStock(request, 4);
  await shopper.open(`/product/${product._id}`);
  await shopper.beforeHydration(() => page.getByRole('button', { name: 'Add to Cart' }).tap());
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as unknown);
  expect(saved).toEqual([expect.objectContaining({ productId: product._id, quantity: 1 })]);
});

test('in Hindi, a guest taps "कार्ट में डालें" at first paint: one unit, and the answer in Hindi', async ({
  page,
  request,
  shopper,
}) => {
  const product = await productInStock(request, 8);
  await shopper.open(`/hi/product/${product._id}`);
  await shopper.beforeHydration(() => page.getByRole('button', { name: 'कार्ट में डालें' }).tap());
  await expect(page.getByText('उत्पाद कार्ट में डाल दिया गया!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'कार्ट से हटाएँ' })).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as unknown);
  expect(saved).toEqual([expect.objectContaining({ productId: product._id, quantity: 1 })]);
});

test('a signed-in shopper taps "Add to Cart": one unit in their own cart', async ({ page, request, shopper }) => {
  const product = await productInStock(request, 5);
  const token = await signIn(page, request, await newAccount(request, 'Early'));
  await shopper.open(`/product/${product._id}`);
  await shopper.beforeHydration(() => page.getByRole('button', { name: 'Add to Cart' }).tap());
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();
  await expect
    .poll(() => serverCart(request, token))
    .toEqual([expect.objectContaining({ product: expect.objectContaining({ _id: product._id }), quantity: 1 })]);
  expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();
});

test("quick add on a category page opens the product's dialog", async ({ page, request, shopper }) => {
  const product = await productInStock(request, 6);
  await shopper.open(`/categories/${product.category!._id}`);
  const card = page.getByRole('article').filter({ hasText: product.title });
  await shopper.beforeHydration(() => card.getByRole('button', { name: 'Add to Cart' }).tap());
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Add to Cart' }).tap();
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as unknown);
  expect(saved).toEqual([expect.objectContaining({ productId: product._id, quantity: 1 })]);
});

test("a signed-in shopper's cart stepper, tapped as soon as it is painted", async ({ page, request, shopper }) => {
  const product = await productInStock(request, 7);
  const token = await signIn(page, request, await newAccount(request, 'Stepper'));
  const added = await request.post('/cart/addcart', {
    data: { productId: product._id, quantity: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(added.ok()).toBe(true);
  // The lines are the shopper's own: only the page's code, once hydrated, can paint them.
  await shopper.open('/cart', { hydrate: true });
  const line = page.getByRole('listitem').filter({ hasText: product.title });
  await line.getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expect.poll(async () => (await serverCart(request, token))[0]?.quantity).toBe(2);
});
