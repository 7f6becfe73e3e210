import { expect, test } from './support/test';
import {
  type Shop,
  checkOut,
  markPaidByAdmin,
  placeOrder,
  productWithStock,
  saveSettings,
  shopWith,
  shopperOn,
  stockOf,
} from './support/shop-journeys';

/*
 * Issue 15's journeys, each on a shop of its own: they change the shop's settings (where it
 * delivers, its UPI ID), which the other journeys, sharing the main e2e shop, must not see.
 */

test.describe('paying by UPI and cash on delivery (issue 15)', () => {
  let shop: Shop;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    shop = await shopWith({}, request);
  });
  test.afterAll(() => shop?.dispose());

  test('[PAY-20] UPI: checkout shows the QR code and a upi:// link with the amount and reference, the shopper enters the UTR, the admin marks it paid, My Orders shows it paid', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await saveSettings(request, shop, {});
    const product = await productWithStock(request, shop);
    const token = await shopperOn(page, request, shop);
    await checkOut(page, shop, product, { payment: 'ONLINE', zip: '570010' });
    await placeOrder(page);

    const amount = product.effectivePrice.toFixed(2);
    await expect(page).toHaveURL(/\/ordersucess$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Pay ₹[\d,.]+ by UPI$/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^UPI QR code to pay ₹[\d,.]+ to Dhanya Stores$/ })).toBeVisible();
    const link = await page.getByRole('link', { name: 'Pay with UPI app' }).getAttribute('href');
    const reference = /&tr=(DH-[0-9A-F]{8})$/.exec(link ?? '')?.[1];
    expect(reference).toBeDefined();
    expect(link).toBe(
      `upi://pay?pa=dhanya.stores%40okaxis&pn=Dhanya%20Stores&am=${amount}&cu=INR&tn=Order%20${reference}&tr=${reference}`,
    );
    expect(await stockOf(request, shop, product._id)).toBe(product.quantity - 1);

    await page.getByRole('textbox', { name: 'UPI transaction ID (UTR)' }).fill('4321 0987 6543');
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect(page.getByRole('heading', { name: 'We are checking your payment' })).toBeVisible();

    // The staff see the money arrive and mark the order paid, in a browser of their own.
    const mine = await request.get(shop.url('/api/user/orders'), { headers: { authorization: `Bearer ${token}` } });
    const [order] = ((await mine.json()) as { orders: { _id: string; reference: string }[] }).orders;
    expect(order?.reference).toBe(reference);
    const staff = await page.context().browser()!.newPage();
    try {
      await markPaidByAdmin(staff, shop, order!._id);
    } finally {
      await staff.close();
    }

    // The shopper's page shows it by itself; My Orders shows it paid.
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'View My Orders' }).click();
    const card = page.getByRole('article', { name: `Order #${order!._id}` });
    await expect(card.getByText('Status: Placed')).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  });

  test('[PAY-21] COD: a pincode the shop does not serve is refused, a served one places the order', async ({
    page,
    request,
  }) => {
    await saveSettings(request, shop, { codPincodes: [{ from: '570001', to: '570030' }], codMaxOrder: 100000 });
    const product = await productWithStock(request, shop, 1);
    await shopperOn(page, request, shop);
    await checkOut(page, shop, product, { payment: 'COD', zip: '110001' });
    await expect(page.getByText('Sorry, we do not deliver to 110001 yet.')).toBeVisible();
    await placeOrder(page);
    await expect(page.getByText('Sorry, we do not deliver to 110001 yet. Please check the pincode.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByRole('textbox', { name: 'ZIP' }).fill('570010');
    await expect(page.getByText('We deliver to 570010. Cash on delivery is available.')).toBeVisible();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/ordersucess$/);
    await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  });
});

test('[PAY-22] an unpaid UPI order expires and its stock returns', async ({ page, request }) => {
  test.setTimeout(240_000);
  const shop = await shopWith({ PAYMENT_WINDOW_SECONDS: '4', PAYMENT_SWEEP_SECONDS: '1' }, request);
  try {
    await saveSettings(request, shop, {});
    const product = await productWithStock(request, shop);
    await shopperOn(page, request, shop);
    await checkOut(page, shop, product, { payment: 'ONLINE', zip: '570010' });
    await placeOrder(page);
    await expect(page.getByRole('link', { name: 'Pay with UPI app' })).toBeVisible();
    expect(await stockOf(request, shop, product._id)).toBe(product.quantity - 1);

    // The page asks again while the order waits: it shows the cancellation by itself.
    await expect(page.getByRole('heading', { name: 'This order was cancelled' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/The payment did not arrive in time/)).toBeVisible();
    expect(await stockOf(request, shop, product._id)).toBe(product.quantity);
  } finally {
    await shop.dispose();
  }
});
