import { expect, test, withMotion } from './support/test';
import { navMenu, newAccount, products, signIn } from './support/shop';

const banner =
  "Our website is under maintenance. We're making improvements and will be back shortly. Thank you for your patience.";

const layoutRoutes = [
  '/',
  '/allproducts',
  '/productlist',
  '/address',
  '/wishlist',
  '/cart',
  '/checkout',
  '/ordersucess',
  '/Allordersucess',
  '/about',
  '/contact',
  '/terms',
  '/new-arrivals',
  '/return',
  '/allbestsellers',
  '/allspecialoffer',
];

test('[LAYOUT-01] [LAYOUT-03] every layout route loads from a deep link: banner, header, page, footer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [product] = await products(request);
  const categoryId = product!.category!._id;
  // Signed in, so /checkout and /Allordersucess stay where they are.
  await signIn(page, request, await newAccount(request));
  const routes = [
    ...layoutRoutes,
    `/category/${categoryId}/products`,
    `/categories/${categoryId}`,
    `/product/${product!._id}`,
  ];
  for (const route of routes) {
    await page.goto(route);
    const notice = page.getByRole('region', { name: 'Site notice' });
    const header = page.getByRole('banner');
    const main = page.getByRole('main');
    const footer = page.getByRole('contentinfo');
    for (const part of [notice, header, main, footer]) await expect(part, route).toBeVisible();
    const tops = await Promise.all([notice, header, main, footer].map(async (part) => (await part.boundingBox())!.y));
    expect(tops, route).toEqual([...tops].sort((a, b) => a - b));
  }
});

test('[LAYOUT-02] [LAYOUT-03] signup, login and profile stand alone, without banner, header or footer', async ({
  page,
}) => {
  for (const route of ['/signup', '/login', '/profile']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(banner)).toHaveCount(0);
    // No site header (search, cart, category tabs) and no site footer.
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'My Cart' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
});

test.describe('with motion', () => {
  test.use(withMotion);

  test('[LAYOUT-04] the banner reads the spec text and scrolls', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText(banner).first()).toBeVisible();
    const moving = page.getByRole('region', { name: 'Site notice' }).locator('[data-slot="maintenance-banner-track"]');
    const start = await moving.boundingBox();
    await page.waitForTimeout(600);
    expect((await moving.boundingBox())!.x).not.toBe(start!.x);
  });
});

test('[LAYOUT-05] with reduced motion the banner text stands still', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/about');
  const moving = page.getByRole('region', { name: 'Site notice' }).locator('[data-slot="maintenance-banner-track"]');
  await expect(page.getByText(banner).first()).toBeVisible();
  const start = await moving.boundingBox();
  await page.waitForTimeout(600);
  expect((await moving.boundingBox())!.x).toBe(start!.x);
  await context.close();
});

test('[LAYOUT-06] [LAYOUT-07] [LAYOUT-08] [LAYOUT-09] header: logo home, cart and profile with tooltips, one tab per category', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get('/api/category/get')).json()) as { _id: string; name: string }[];
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Dhanya/ }).first()).toHaveAttribute('href', '/');

  const cart = header.getByRole('link', { name: 'My Cart' });
  await expect(cart).toHaveAttribute('href', '/cart');
  await cart.hover();
  await expect(page.getByRole('tooltip', { name: 'My Cart' })).toBeVisible();
  const profile = header.getByRole('link', { name: 'Profile' });
  await expect(profile).toHaveAttribute('href', '/profile');
  await page.mouse.move(0, 0);
  // Two moves over the icon: Radix opens a tooltip on a pointer move that starts over it.
  await profile.hover({ position: { x: 4, y: 4 } });
  await profile.hover();
  await expect(page.getByRole('tooltip', { name: 'Profile' })).toBeVisible();

  const nav = header.getByRole('navigation', { name: /categories/i });
  for (const category of categories) {
    await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'href',
      `/categories/${category._id}`,
    );
  }
});

test('[LAYOUT-10] desktop shows the search box in the header; mobile hides it and offers the drawer', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('[LAYOUT-20] [LAYOUT-21] [LAYOUT-22] [LAYOUT-23] [LAYOUT-24] the footer shows the shop from the API', async ({
  page,
  request,
}) => {
  const footer = (await (await request.get('/api/footer/getfooter')).json()) as {
    companyName: string;
    companyTagline: string;
    address: string;
    email: string;
    phone: string;
    socialLinks: Record<string, string>;
    legalLinks: { title: string; url: string }[];
  };
  await page.goto('/about');
  const shown = page.getByRole('contentinfo');
  for (const text of [footer.companyName, footer.companyTagline, footer.address, footer.email, footer.phone]) {
    await expect(shown.getByText(text, { exact: false }).first()).toBeVisible();
  }
  for (const [key, url] of Object.entries(footer.socialLinks)) {
    if (url) await expect(shown.getByRole('link', { name: new RegExp(key, 'i') })).toHaveAttribute('href', url);
  }
  const quick = {
    'New Arrivals': '/new-arrivals',
    'Return Policy': '/return',
    'Terms & Conditions': '/terms',
    'Contact Us': '/contact',
  };
  const quickLinks = shown.getByRole('navigation', { name: 'Quick Links' });
  await expect(quickLinks).toBeVisible();
  for (const [name, href] of Object.entries(quick)) {
    await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const link of footer.legalLinks) {
    await expect(shown.getByRole('link', { name: link.title }).first()).toHaveAttribute('href', link.url);
  }
  await expect(shown.getByText(String(new Date().getFullYear()))).toBeVisible();
});

test('[LAYOUT-11] [LAYOUT-12] [LAYOUT-13] hovering a category opens its mega-menu, one at a time', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get('/api/category/get')).json()) as { _id: string; name: string }[];
  const [first, second] = categories;
  await page.goto('/about');
  const nav = page.getByRole('banner').getByRole('navigation', { name: /categories/i });
  await nav.getByRole('link', { name: first!.name, exact: true }).hover();
  const featured = page.getByRole('table', { name: /Featured Products/ });
  await expect(featured).toBeVisible();
  await expect(page.getByText('Featured Products').first()).toBeVisible();
  const firstRows = featured.getByRole('row');
  await expect(firstRows.first().getByRole('link').first()).toHaveAttribute('href', /^\/product\//);
  expect(await firstRows.first().getByRole('link').count()).toBeLessThanOrEqual(4);

  await nav.getByRole('link', { name: second!.name, exact: true }).hover();
  await expect(page.getByRole('table', { name: /Featured Products/ })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: second!.name })).toBeVisible();
});

test('[LAYOUT-14] [LAYOUT-15] a scroll of more than 20 px closes the mega-menu; 20 px or less leaves it open', async ({
  page,
  request,
}) => {
  const [first] = (await (await request.get('/api/category/get')).json()) as { name: string }[];
  await page.goto('/about');
  await page.setViewportSize({ width: 1280, height: 500 });
  const nav = page.getByRole('banner').getByRole('navigation', { name: /categories/i });
  await nav.getByRole('link', { name: first!.name, exact: true }).hover();
  const featured = page.getByRole('table', { name: /Featured Products/ });
  await expect(featured).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 15));
  await page.waitForTimeout(400);
  await expect(featured).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(featured).toBeHidden();
  await page.waitForTimeout(400);
  await expect(featured).toBeHidden();
});

test('[LAYOUT-17] the mega-menu closes when the window narrows to mobile', async ({ page, request }) => {
  const [first] = (await (await request.get('/api/category/get')).json()) as { name: string }[];
  await page.goto('/about');
  const nav = page.getByRole('banner').getByRole('navigation', { name: /categories/i });
  await nav.getByRole('link', { name: first!.name, exact: true }).hover();
  await expect(page.getByRole('table', { name: /Featured Products/ })).toBeVisible();
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(page.getByRole('table', { name: /Featured Products/ })).toHaveCount(0);
});

test('[LAYOUT-18] [LAYOUT-19] the mobile drawer holds home, categories with products, cart, profile and search', async ({
  page,
  request,
}) => {
  // The drawer lists each category's featured products, not all of them.
  const shown = (await navMenu(request)).find((candidate) => candidate.products.length > 0)!;
  const product = shown.products[0]!;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(drawer.getByRole('link', { name: 'My Cart' })).toHaveAttribute('href', '/cart');
  await expect(drawer.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
  await expect(drawer.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  const category = drawer.getByRole('button', { name: shown.name, exact: true });
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  const productLink = drawer.getByRole('link', { name: product.title }).first();
  await expect(productLink).toHaveAttribute('href', `/product/${product._id}`);
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown address shows "Page not found" with a way home', async ({ page }) => {
  await page.goto('/no-such-shelf');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('[ERR-02] no screen shows a raw error, even when a request fails', async ({ page }) => {
  test.setTimeout(120_000);
  const raw = /\[object Object\]|\bundefined\b|\bNaN\b|Request failed with status|at \w+ \(|TypeError|ZodError/;
  const routes = [
    '/',
    '/productlist',
    '/allbestsellers',
    '/allspecialoffer',
    '/new-arrivals',
    '/about',
    '/terms',
    '/return',
    '/contact',
    '/cart',
    '/wishlist',
    '/product/not-an-id',
    '/product/00000000-0000-4000-8000-000000000000',
    '/categories/00000000-0000-4000-8000-000000000000',
    '/category/not-an-id/products',
    '/signup',
    '/login',
    '/forgot-password',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('body').innerText(), route).not.toMatch(raw);
  }
});
