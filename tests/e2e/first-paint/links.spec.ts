// Links tapped before the page is hydrated navigate, once, to the right page (issue 30).
import { productInStock } from '../support/shop';
import { desktop, expect, phone, test } from './support/first-paint';

test.describe('on a phone', () => {
  test.use(phone);

  test('"View Product" on the home page opens the product', async ({ page, shopper }) => {
    await shopper.open('/');
    const card = page.getByRole('region', { name: 'Best Sellers' }).getByRole('article').first();
    const link = card.getByRole('link', { name: /View Product/ });
    const [href, title] = await Promise.all([link.getAttribute('href'), card.getByRole('heading').textContent()]);
    await shopper.beforeHydration(() => link.tap());
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
  });

  test('"View All" on the home page opens every best seller', async ({ page, shopper }) => {
    await shopper.open('/');
    const viewAll = page.getByRole('region', { name: 'Best Sellers' }).getByRole('link', { name: 'View All' });
    await shopper.beforeHydration(() => viewAll.tap());
    await expect(page).toHaveURL(/\/allbestsellers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a product's breadcrumb leads to its category, whose Back button comes back", async ({
    page,
    request,
    shopper,
  }) => {
    const product = await productInStock(request);
    await shopper.open(`/product/${product._id}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const category = breadcrumb.getByRole('link', { name: product.category!.name });
    await shopper.beforeHydration(async () => {
      shopper.holdNextPage();
      await category.tap();
    });
    await expect(page).toHaveURL(`/categories/${product.category!._id}`);

    // The category page, as soon as it is painted: its Back button.
    await shopper.beforeHydration(() => page.getByRole('button', { name: 'Back' }).tap());
    await expect(page).toHaveURL(`/product/${product._id}`);
    await expect(page.getByRole('heading', { name: product.title, level: 1 })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('[HOME-33] hydration leaves the home page where the shopper scrolled it', async ({ page, shopper }) => {
    await shopper.open('/');
    await expect(page.getByRole('region', { name: 'Best Sellers' })).toBeVisible();
    await shopper.beforeHydration(async () => {
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 700);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The page's own code has had its chance to move it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  });

  test("a category tab in the header opens the category's page", async ({ page, request, shopper }) => {
    const product = await productInStock(request);
    await shopper.open('/about');
    const nav = page.getByRole('banner').getByRole('navigation', { name: /categories/i });
    const tab = nav.getByRole('link', { name: product.category!.name, exact: true });
    await shopper.beforeHydration(() => tab.click());
    await expect(page).toHaveURL(`/categories/${product.category!._id}`);
    await expect(page.getByRole('heading', { name: product.category!.name }).first()).toBeVisible();
  });
});
