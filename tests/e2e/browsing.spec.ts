import { type APIRequestContext, expect, test } from './support/test';
import { shopAdmin } from '../support/shop-process';

/** A category of 30 millet packs, ₹101 to ₹130, two of them on offer and three out of stock. */
async function milletShelf(request: APIRequestContext) {
  const login = await request.post('/api/user/login-user', { data: shopAdmin });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const shelf = `Millet shelf ${Date.now()}`;
  const category = await request.post('/api/category/add', { headers, multipart: { name: shelf } });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { _id: string })._id;
  const ids: string[] = [];
  for (let n = 1; n <= 30; n++) {
    const product = await request.post('/api/product/add', {
      headers,
      multipart: {
        title: `Zero Polish Foxtail Millet Pack ${String(n).padStart(2, '0')}`,
        description: 'Stone-ground foxtail millet from Raichur',
        quantity: String(n % 10 === 0 ? 0 : 20),
        price: String(100 + n),
        category: categoryId,
      },
    });
    expect(product.status()).toBe(201);
    ids.push(((await product.json()) as { _id: string })._id);
  }
  for (const index of [20, 25]) {
    const offer = await request.post('/api/product/specialoffer/create', {
      headers,
      data: { productId: ids[index], discount: 50, discountExpiry: new Date(Date.now() + 7 * 86_400_000) },
    });
    expect(offer.ok()).toBe(true);
  }
  return categoryId;
}

test('a shopper pages through a category, sorts by price, filters to offers, reloads and goes back', async ({
  page,
  request,
}) => {
  const categoryId = await milletShelf(request);
  const cards = page.getByRole('main').getByRole('article');

  await page.goto(`/categories/${categoryId}`);
  await expect(cards).toHaveCount(24);
  await expect(page.getByText('Showing 1–24 of 30 products')).toBeVisible();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${categoryId}\\?page=2$`));
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Zero Polish Foxtail Millet Pack 25');
  await page.goBack();
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText('Zero Polish Foxtail Millet Pack 01');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  // Packs 21 and 26 are on a 50 % offer: they cost least now.
  await expect(cards.nth(0)).toContainText('Zero Polish Foxtail Millet Pack 21');
  await expect(cards.nth(1)).toContainText('Zero Polish Foxtail Millet Pack 26');
  await expect(cards.nth(2)).toContainText('Zero Polish Foxtail Millet Pack 01');

  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'On offer' }).check();
  await expect(page).toHaveURL(/\?sort=price-asc&onOffer=1$/);
  await expect(cards).toHaveCount(2);

  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: 'On offer' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await expect(page.getByText('Showing 1–2 of 2 products')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  await expect(cards).toHaveCount(24);
  // No filter on: the filters are folded away again, their summary without a count.
  await expect(page.getByText('Filters', { exact: true })).toBeVisible();
});

test('without JavaScript the first page, its sort and its links are in the HTML', async ({ browser, request }) => {
  const categoryId = await milletShelf(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/categories/${categoryId}?sort=price-desc&page=2`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Zero Polish Foxtail Millet Pack 04');
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'href',
    `/categories/${categoryId}?sort=price-desc`,
  );
  // The sort and filters are a plain form: "Apply" reloads the page with them.
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'In stock' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/inStock=1/);
  await expect(page.getByText('Showing 1–24 of 27 products')).toBeVisible();
  await context.close();
});
