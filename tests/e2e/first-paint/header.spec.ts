// The header's menu, search and mega-menu, used before the page is hydrated (issue 30).
import { navMenu } from '../support/shop';
import { desktop, expect, phone, test } from './support/first-paint';

test.describe('on a phone', () => {
  test.use(phone);

  test('the menu button opens the drawer, whose links lead on', async ({ page, shopper }) => {
    await shopper.open('/about');
    await shopper.beforeHydration(() => page.getByRole('button', { name: 'Open menu' }).tap());
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'My Cart' }).tap();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('every letter typed into the search box stays, and its suggestions lead on', async ({ page, shopper }) => {
    await shopper.open('/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await shopper.beforeHydration(() => box.pressSequentially('basmati', { delay: 60 }));
    await expect(box).toHaveValue('basmati');
    const options = page.getByRole('banner').getByRole('option');
    await expect(options.first()).toBeVisible();
    // Letters typed after hydration ask for suggestions too: the last answer is the whole word's.
    await expect(options.filter({ hasNotText: /basmati/i })).toHaveCount(0);
    await expect(box).toHaveValue('basmati');
    const chosen = options.first();
    const href = await chosen.getAttribute('href');
    await chosen.click();
    await expect(page).toHaveURL(href!);
  });

  // A phone whose service worker has kept the combobox's code never waits for it: this is the
  // first visit, before any worker, when it comes over the network.
  test.describe('before the service worker', () => {
    test.use({ serviceWorkers: 'block' });

    test('letters typed while the search box fetches its combobox all stay, and it suggests', async ({
      page,
      shopper,
    }) => {
      // The combobox's code (downshift) is fetched at the first sign of intent; here it is slow to come.
      let comboboxMayCome = () => {};
      const comboboxHeld = new Promise<void>((resolve) => (comboboxMayCome = resolve));
      let comboboxAsked = false;
      await page.route(/\/assets\/search-box-combobox-[^/?]+\.js$/, async (route) => {
        comboboxAsked = true;
        await comboboxHeld;
        await route.fallback();
      });
      await shopper.open('/about', { hydrate: true });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');

      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await box.pressSequentially('bas', { delay: 60 });
      expect(comboboxAsked).toBe(true);
      const plainBox = await box.elementHandle();
      comboboxMayCome();
      // The shopper types on (the keyboard, not the test, decides where the keys go) while the
      // plain box gives way to the combobox.
      await page.keyboard.type('m');
      await expect.poll(() => box.evaluate((element, plain) => element !== plain, plainBox)).toBe(true);
      // The whole word's answer: an earlier word's, arriving after the arrow key, would redraw
      // the list under it (every product "bas" finds is a basmati too, so the texts cannot tell).
      const wholeWordAnswered = page.waitForResponse((response) =>
        /\/api\/product\/search\?(?:.*&)?query=basmati(?:&|$)/.test(response.url()),
      );
      await page.keyboard.type('ati', { delay: 60 });
      await expect(box).toHaveValue('basmati');
      await expect(box).toBeFocused();
      await wholeWordAnswered;
      const options = page.getByRole('banner').getByRole('option');
      await expect(options.first()).toBeVisible();
      await expect(options.filter({ hasNotText: /basmati/i })).toHaveCount(0);
      await box.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    });
  });

  test('Enter in the search box before hydration opens the search page', async ({ page, shopper }) => {
    await shopper.open('/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await shopper.beforeHydration(async () => {
      await box.fill('brown rice');
      await box.press('Enter');
    });
    // The browser sends the form (brown+rice), or the hydrated box navigates (brown%20rice).
    await expect(page).toHaveURL(/\/search\?query=brown(\+|%20)rice$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('brown rice');
  });

  test('the mouse resting on a category opens its mega-menu', async ({ page, request, shopper }) => {
    const [first] = await navMenu(request);
    await shopper.open('/about');
    const nav = page.getByRole('banner').getByRole('navigation', { name: /categories/i });
    await shopper.beforeHydration(() => nav.getByRole('link', { name: first!.name, exact: true }).hover());
    await expect(page.getByRole('table', { name: /Featured Products/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: first!.name })).toBeVisible();
  });
});
