// Issue 35: a signed-in shopper's cart survives the network.
import {
  addOfflineThenReconnect,
  hasBackgroundSync,
  offlineBanner,
  openWithWorker,
  profileStatus,
  serverCart,
} from './support/offline-cart';
import { goOffline, goOnline } from './support/offline';
import { newAccount, productInStock, signIn } from './support/shop';
import { type Shop, productWithStock, saveSettings, shopWith, shopperOn } from './support/shop-journeys';
import { expect, test, untilInteractive } from './support/test';

test.use({ serviceWorkers: 'allow' });

const shopWhatsapp = '9845012345';
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

test('signed in and offline, an add to cart waits on the phone; back online it reaches the server cart', async ({
  page,
  context,
  request,
}) => {
  await addOfflineThenReconnect(page, context, request, 3);
  expect(await hasBackgroundSync(page)).toBe(true);
});

test('an add whose answer is lost on the way is kept, sent again, and made once', async ({
  page,
  context,
  request,
}) => {
  const product = await productInStock(request, 4);
  const token = await signIn(page, request, await newAccount(request, 'Tara'));
  await openWithWorker(page, `/product/${product._id}`);
  // The add reaches the shop, which makes it; the network drops before its answer comes back.
  await context.route(
    '**/api/cart/addcart',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByText("You're offline: this will be added to your cart when you're back online.").first(),
  ).toBeVisible();
  expect(await serverCart(request, token)).toEqual([{ productId: product._id, quantity: 1 }]);

  // The phone sends what it kept; the shop knows the change's key and does not add it again.
  await goOffline(context);
  await goOnline(context);
  await expect(page.getByText("You're back online: your cart changes were sent.").first()).toBeVisible();
  expect(await serverCart(request, token)).toEqual([{ productId: product._id, quantity: 1 }]);
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
});

test('logged out offline: the kept add reaches the cart, then the session ends on the server', async ({
  page,
  context,
  request,
}) => {
  const product = await productInStock(request, 5);
  const account = await newAccount(request, 'Kavya');
  const token = await signIn(page, request, account);
  // Two tabs of the shop: a product, and the profile with its Logout button.
  await openWithWorker(page, '/profile');
  const productTab = await context.newPage();
  await openWithWorker(productTab, `/product/${product._id}`);
  // A tab of its own is not the fixture's page, whose navigations wait for hydration.
  await untilInteractive(productTab);

  await goOffline(context);
  await productTab.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    productTab.getByText("You're offline: this will be added to your cart when you're back online.").first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  // The login page was never opened: the worker's offline page stands in for it, at its address.
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Nothing has reached the shop: the session still holds.
  expect(await profileStatus(request, token)).toBe(200);

  // Back online, the add is made while the session holds, then the session ends.
  await goOnline(context);
  await expect.poll(() => profileStatus(request, token), { timeout: 20_000 }).toBe(401);
  const again = await request.post('/api/user/login-user', { data: account });
  const { token: newToken } = (await again.json()) as { token: string };
  expect(await serverCart(request, newToken)).toEqual([{ productId: product._id, quantity: 1 }]);
});

// On a shop of its own: it sets the shop's WhatsApp number, which the journeys sharing the main
// e2e shop must not see.
test.describe('checkout offline', () => {
  let shop: Shop;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    shop = await shopWith({}, request);
    await saveSettings(request, shop, { whatsappNumber: shopWhatsapp });
  });
  test.afterAll(() => shop?.dispose());

  test('on the cart page offline: changes wait, checkout offers the order on WhatsApp, back online the server cart matches', async ({
    page,
    context,
    request,
  }) => {
    const [rice, dal] = [await productWithStock(request, shop, 1), await productWithStock(request, shop, 2)];
    const token = await shopperOn(page, request, shop);
    for (const product of [rice!, dal!]) {
      const added = await request.post(shop.url('/cart/addcart'), {
        headers: { authorization: `Bearer ${token}` },
        data: { productId: product._id, quantity: 1 },
      });
      expect(added.ok()).toBe(true);
    }
    await openWithWorker(page, shop.url('/cart'));
    const lines = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Remove / }) });
    await expect(lines.getByRole('listitem')).toHaveCount(2);

    await goOffline(context);
    await expect(offlineBanner(page)).toBeVisible();
    const riceLine = lines.getByRole('listitem').filter({ hasText: rice!.title });
    await riceLine.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(riceLine.getByText(rupees(rice!.effectivePrice * 2))).toBeVisible();
    await riceLine.getByRole('button', { name: 'Increase quantity' }).click();
    await riceLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await lines.getByRole('button', { name: `Remove ${dal!.title}` }).click();
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    const total = rice!.effectivePrice * 2;
    await expect(page.getByText(rupees(total)).last()).toBeVisible();
    expect(await serverCart(request, token, shop.url(''))).toEqual([
      { productId: rice!._id, quantity: 1 },
      { productId: dal!._id, quantity: 1 },
    ]);

    // Checkout needs the network: it says so and offers the shop's WhatsApp with the cart.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Checkout needs the internet' });
    await expect(alert).toContainText("Place your order when you're back online.");
    const whatsapp = alert.getByRole('link', { name: 'Send this order on WhatsApp' });
    const link = new URL((await whatsapp.getAttribute('href'))!);
    expect(link.origin + link.pathname).toBe(`https://wa.me/91${shopWhatsapp}`);
    expect(link.searchParams.get('text')).toBe(
      ['Hello! I would like to order:', `2 × ${rice!.title}: ${rupees(total)}`, `Total: ${rupees(total)}`].join('\n'),
    );
    await alert.getByRole('button', { name: 'OK' }).click();

    // Back online, the four changes reach the server.
    await goOnline(context);
    await expect(page.getByText("You're back online: your cart changes were sent.").first()).toBeVisible();
    expect(await serverCart(request, token, shop.url(''))).toEqual([{ productId: rice!._id, quantity: 2 }]);
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: /Place Order/i })).toBeVisible();
  });
});
