import { expect, test, withMotion } from './support/test';

// The home page's carousel moves and its sections fade in: its journeys see that motion.
test.use(withMotion);

test("[HOME-01] [AUTH-07] the home page shows carousel, Categories, Best Sellers, Special Offer's and contact, in order, signed out", async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: /carousel|slides|featured/i }).first();
  const parts = [
    carousel,
    page.getByRole('heading', { name: 'Categories', exact: true }),
    page.getByRole('heading', { name: 'Best Sellers', exact: true }),
    page.getByRole('heading', { name: "Special Offer's", exact: true }),
    page.getByRole('heading', { name: 'Get in Touch' }),
  ];
  for (const part of parts) await expect(part).toBeVisible();
  const tops = [];
  for (const part of parts) tops.push((await part.boundingBox())!.y);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
});

test('[HOME-02] [HOME-03] [HOME-04] the carousel shows one 600 px slide at a time with title, description and working controls', async ({
  page,
  request,
}) => {
  const { images } = (await (await request.get('/api/images/get')).json()) as {
    images: { title: string; description: string; imageUrl: string }[];
  };
  await page.goto('/');
  const first = images[0]!;
  await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(page.getByText(first.description)).toBeVisible();
  const picture = await request.get(first.imageUrl);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  expect(first.imageUrl).toMatch(/^\/uploads\/images\//);

  const slides = page.locator('[aria-roledescription="slide"]');
  const shown = slides.filter({ has: page.locator(':visible') });
  expect((await shown.first().boundingBox())!.height).toBe(600);

  await page.getByRole('button', { name: /pause/i }).click();
  await page.getByRole('button', { name: /next/i }).first().click();
  await expect(page.getByRole('heading', { name: images[1]!.title })).toBeVisible();
  await page
    .getByRole('button', { name: /previous/i })
    .first()
    .click();
  await page
    .getByRole('button', { name: /previous/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: images.at(-1)!.title })).toBeVisible();
});

test('[HOME-14] [HOME-16] [CATALOG-03] categories link to their pages; at 1280 px five columns show at most nine', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get('/api/category/get')).json()) as { _id: string; name: string }[];
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Categories' });
  const links = section.getByRole('link');
  await expect(links.first()).toBeVisible();
  const visible = await links.evaluateAll(
    (all) => all.filter((link) => (link as HTMLElement).offsetParent !== null).length,
  );
  expect(visible).toBe(Math.min(9, categories.length));
  const tops = await links.evaluateAll((all) =>
    all.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => link.getBoundingClientRect().top),
  );
  expect(tops.filter((top) => top === tops[0])).toHaveLength(Math.min(5, categories.length));

  const first = categories[0]!;
  await section.getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${first._id}$`));
  await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /back/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('[HOME-17] coming back to / asks for the categories again', async ({ page }) => {
  let asked = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/category/get')) asked += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible();
  const before = asked;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Dhanya/ })
    .first()
    .click();
  await expect.poll(() => asked).toBeGreaterThan(before);
});

test('[HOME-19] [HOME-20] [HOME-25] [HOME-28] best sellers and special offers: cards with price in rupees, View All links', async ({
  page,
}) => {
  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/allbestsellers');
  const cards = bestSellers.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(10);
  await expect(cards.first().getByText(/₹/).first()).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /View Product/ })).toHaveAttribute('href', /^\/product\//);
  const tops = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));
  expect(tops.filter((top) => top === tops[0]).length).toBeLessThanOrEqual(5);

  const offers = page.getByRole('region', { name: "Special Offer's" });
  await expect(offers.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/allspecialoffer');
  await expect(offers.getByRole('article').first()).toBeVisible();
});

test('[HOME-29] [CATALOG-28] the heart saves a product to the wishlist, which survives a reload', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Best Sellers' }).getByRole('article').first();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  const heart = card.getByRole('button', { name: 'Add to wishlist' });
  await heart.click();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/wishlist');
  await page.reload();
  const saved = page.getByRole('article').filter({ hasText: title });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('[HOME-30] [HOME-31] [HOME-32] [HOME-35] [HOME-36] [HOME-37] [HOME-38] the lead form sends a message without signing in', async ({
  page,
  request,
}) => {
  const footer = (await (await request.get('/api/footer/getfooter')).json()) as { companyName: string };
  await page.goto('/');
  await expect(page.getByText(`Welcome to ${footer.companyName}`)).toBeVisible();
  await expect(page.getByText('Please fill the form to reach us')).toBeVisible();
  await expect(page.getByText(/Want to connect differently\? Email us directly/)).toBeVisible();
  const form = page.getByRole('form', { name: /Get in Touch/ });
  const welcome = page.getByText(`Welcome to ${footer.companyName}`);
  expect((await welcome.boundingBox())!.x).toBeLessThan((await form.boundingBox())!.x);

  const submit = form.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(form.getByLabel(/Name/)).toBeFocused();
  const name = `Visitor ${Date.now()}`;
  await form.getByLabel(/Name/).fill(name);
  await form.getByLabel(/Email/).fill('visitor@example.in');
  await form.getByLabel(/Phone/).fill('9845012345');
  await form.getByLabel(/Message/).fill('Do you deliver to Hassan?');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/lead') && request.method() === 'POST');
  await submit.click();
  expect((await sent).postDataJSON()).toEqual({
    name,
    email: 'visitor@example.in',
    phone: '9845012345',
    message: 'Do you deliver to Hassan?',
  });
  await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
  await expect(form.getByLabel(/Name/)).toHaveValue('');

  await page.setViewportSize({ width: 375, height: 800 });
  expect((await welcome.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
});

test('[HOME-33] opening the home page from a scrolled page starts at the top', async ({ page }) => {
  await page.goto('/terms');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Dhanya/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
