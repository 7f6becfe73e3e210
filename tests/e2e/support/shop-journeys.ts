import { type APIRequestContext, type Page, expect } from './test';
import { type ShopProcess, createShopProcess, shopAdmin } from '../../support/shop-process';
import { type CaughtMail, startSmtpCatcher } from '../../../packages/server/test/smtp-catcher';
import type { Product } from './shop';
import { verificationLinkFor } from './verification-mail';

/*
 * The steps of the journeys that run on a shop of their own (issues 15 and 16): they change
 * the shop's settings, which the journeys sharing the main e2e shop must not see.
 */

export type Shop = ShopProcess & { adminToken: string };

export async function shopWith(env: Record<string, string>, request: APIRequestContext): Promise<Shop> {
  const shop = await createShopProcess({ env, seeded: true });
  await shop.start();
  const login = await request.post(shop.url('/api/user/login-user'), { data: shopAdmin });
  expect(login.ok()).toBe(true);
  return Object.assign(shop, { adminToken: ((await login.json()) as { token: string }).token });
}

/** A shop of its own, with these settings, that sends its e-mails to an SMTP server the test runs. */
export async function mailingShopWith(settings: Record<string, unknown>, request: APIRequestContext) {
  const smtp = await startSmtpCatcher();
  const shop = await shopWith(
    { SMTP_URL: smtp.smtpUrl, OUTBOX_POLL_SECONDS: '0.5', MAIL_FROM: 'Dhanya <orders@dhanya.example>' },
    request,
  );
  await saveSettings(request, shop, settings);
  return { shop, smtp };
}

export async function saveSettings(request: APIRequestContext, shop: Shop, settings: Record<string, unknown>) {
  const saved = await request.put(shop.url('/api/admin/settings'), {
    headers: { authorization: `Bearer ${shop.adminToken}` },
    data: { upiId: 'dhanya.stores@okaxis', upiPayeeName: 'Dhanya Stores', ...settings },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * A new shopper on `shop`, signed in in the browser as the login page leaves it; answers the
 * token. With `mails` (a shop that sends e-mail), the shopper first follows the verification
 * link e-mailed at sign-up, as order e-mails go only to a verified address (issue 31).
 */
export async function shopperOn(
  page: Page,
  request: APIRequestContext,
  shop: Shop,
  { mails }: { mails?: CaughtMail[] } = {},
): Promise<string> {
  const account = { email: `upi.${Date.now()}.${process.pid}@example.in`, password: 'rice-and-dal-2026' };
  const created = await request.post(shop.url('/api/user/create-user'), {
    data: {
      ...account,
      confirmPassword: account.password,
      firstName: 'Kavya',
      lastName: 'Rao',
      phoneNumber: '9845012345',
      countryCode: '+91',
      country: 'India',
      region: 'Karnataka',
    },
  });
  expect(created.status()).toBe(201);
  if (mails) {
    const token = new URL(await verificationLinkFor(mails, account.email)).searchParams.get('token');
    const verified = await request.post(shop.url('/api/user/verify-email'), { data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  const login = await request.post(shop.url('/api/user/login-user'), { data: account });
  const { token, user } = (await login.json()) as { token: string; user: { role: number } };
  await page.goto(shop.url('/about'));
  await page.evaluate(
    ({ stored, role }) => {
      localStorage.setItem('token', stored);
      localStorage.setItem('role', role);
    },
    { stored: token, role: String(user.role) },
  );
  return token;
}

/** The staff sign in to the admin and open its Orders tab. */
export async function ordersTabOn(page: Page, shop: Shop) {
  await page.goto(shop.url('/admin-login'));
  await page.getByRole('textbox', { name: 'Email' }).fill(shopAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await page.getByRole('tab', { name: 'Orders' }).click();
}

/** The staff's Orders tab: the order awaiting payment first, marked paid with the UTR the shopper gave. */
export async function markPaidByAdmin(page: Page, shop: Shop, orderId: string) {
  await ordersTabOn(page, shop);
  await page.getByRole('button', { name: `Mark paid for order #${orderId}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'UPI transaction ID (UTR)' })).toHaveValue('432109876543');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded').first()).toBeVisible();
}

export async function productWithStock(request: APIRequestContext, shop: Shop, skip = 0): Promise<Product> {
  const all = (await (await request.get(shop.url('/api/product/get'))).json()) as Product[];
  const product = all.filter((each) => each.quantity >= 20 && each.packs.length === 1)[skip];
  if (!product) throw new Error('the demo shop has no one-pack product with 20 in stock');
  return product;
}

export const stockOf = async (request: APIRequestContext, shop: Shop, productId: string) =>
  ((await (await request.get(shop.url(`/api/product/${productId}`))).json()) as Product).quantity;

/** The product page's "Add to Cart", then the simple checkout page filled in and confirmed. */
export async function checkOut(
  page: Page,
  shop: Shop,
  product: Product,
  { payment, zip }: { payment: string; zip: string },
) {
  await page.goto(shop.url(`/product/${product._id}`));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Cart' })).toBeVisible();
  await page.goto(shop.url('/checkout'));
  await page.getByRole('combobox', { name: /Payment/ }).click();
  await page.getByRole('option', { name: payment, exact: true }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Kavya');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Temple Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Mysuru');
  await page.getByRole('textbox', { name: 'State' }).fill('Karnataka');
  await page.getByRole('textbox', { name: 'ZIP' }).fill(zip);
}

export async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /place|confirm|yes/i })
    .click();
}
