import { expect, test } from './support/test';
import { newAccount, productInStock, productListPageOf, products, signIn } from './support/shop';

test("[CATALOG-01] a category's product page lists that category's products only", async ({ page, request }) => {
  const all = await products(request);
  const category = all[0]!.category!;
  const own = all.filter((product) => product.category?._id === category._id);
  await page.goto(`/category/${category._id}/products`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(own.length);
  for (const product of own.slice(0, 3)) await expect(cards.filter({ hasText: product.title }).first()).toBeVisible();
});

test('[CATALOG-08] [CATALOG-09] [CATALOG-11] [CATALOG-16] the product page shows title, price, description, rating from data and the feature chips', async ({
  page,
  request,
}) => {
  const product = (await products(request)).find((candidate) => candidate.image)!;
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole('main').getByText(/₹/).first()).toBeVisible();
  for (const chip of ['Free Shipping', 'Premium Quality', '24/7 Support', 'Easy Returns']) {
    await expect(page.getByText(chip)).toBeVisible();
  }
  const details = (await (await request.get(`/api/product/${product._id}`)).json()) as { reviewCount: number | null };
  if (details.reviewCount) {
    await expect(page.getByText(`${details.reviewCount.toLocaleString('en-IN')} reviews`)).toBeVisible();
  } else {
    await expect(page.getByText(/reviews/)).toHaveCount(0);
  }
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.title, offers: { priceCurrency: 'INR' } });
  await expect(page).toHaveTitle(new RegExp(product.title.replace(/[()]/g, '.')));
});

test('[CATALOG-15] an unknown product says "Product not found"', async ({ page }) => {
  await page.goto('/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Product not found')).toBeVisible();
  await page.goto('/product/not-an-id');
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('[CATALOG-17] [CATALOG-18] [CART-11] the product list adds one unit, to the guest cart or the server cart', async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 5);
  const listPage = await productListPageOf(request, product);
  await page.goto(listPage);
  const card = page.getByRole('article').filter({ hasText: product.title }).first();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();
  const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]'));
  expect(guest).toEqual([expect.objectContaining({ productId: product._id, quantity: 1 })]);

  await signIn(page, request, await newAccount(request, 'Lister'));
  await page.goto(listPage);
  await page
    .getByRole('article')
    .filter({ hasText: product.title })
    .first()
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('listitem').filter({ hasText: product.title })).toBeVisible();
});

test('[CATALOG-20] [CATALOG-21] [CATALOG-22] [CATALOG-23] the full lists show every best seller, offer and new arrival', async ({
  page,
  request,
}) => {
  const bestSellers = (await (await request.get('/api/product/bestseller')).json()) as { title: string }[];
  await page.goto('/allbestsellers');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(bestSellers.length);

  const offers = (await (await request.get('/api/product/specialoffer')).json()) as { title: string }[];
  await page.goto('/allspecialoffer');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(offers.length);
  await signIn(page, request, await newAccount(request, 'Offers'));
  await page.goto('/allspecialoffer');
  const sent = page.waitForRequest((add) => add.url().endsWith('/api/cart/addcart'));
  await page.getByRole('main').getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  expect((await sent).headers().authorization).toMatch(/^Bearer /);
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();

  const arrivals = (await (await request.get('/api/product/new-arrivals')).json()) as unknown[];
  await page.goto('/new-arrivals');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(arrivals.length);
});

test('[CATALOG-26] [CATALOG-27] [CATALOG-29] placeholder and linked pages are never blank', async ({ page }) => {
  // Each its own page, never the "Page not found" every unknown path gets.
  for (const [route, heading] of [
    ['/allproducts', 'All Products'],
    ['/address', 'My Addresses'],
    // A guest's orders, as on /Allordersucess: they are asked to log in first.
    ['/orders', 'Welcome Back'],
    ['/support', 'Customer Support & Help'],
    ['/forgot-password', 'Forgot Your Password?'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(heading);
  }
  await page.goto('/support');
  await expect(page.getByLabel(/Message/)).toBeVisible();
});
