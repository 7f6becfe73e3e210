import { readFile } from 'node:fs/promises';
import { gstinCheckCharacter } from '@dhanya/api/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import type { startSmtpCatcher } from '../../packages/server/test/smtp-catcher';
import { expect, test } from './support/test';
import {
  type Shop,
  checkOut,
  markPaidByAdmin,
  ordersTabOn,
  placeOrder,
  productWithStock,
  mailingShopWith,
  shopperOn,
} from './support/shop-journeys';

/*
 * Issue 16's journeys on a shop of their own, registered for GST in Karnataka, sending its
 * order e-mails to an SMTP server the test runs.
 */

const gstin = `29AABCD1234E1Z${gstinCheckCharacter('29AABCD1234E1Z')}`;
const business = {
  legalName: 'Dhanya Organics Private Limited',
  gstin,
  state: 'Karnataka',
  address: '12, Gandhi Bazaar Main Road, Bengaluru 560004',
  orderEmail: 'orders@dhanya.example',
};

let shop: Shop;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  ({ shop, smtp } = await mailingShopWith(business, request));
});
test.afterAll(async () => {
  await shop?.dispose();
  await smtp?.close();
});

/** The subjects of the e-mails that reached the SMTP server for an order, in the order they came. */
const mailsAbout = (reference: string) =>
  smtp.mails.filter((mail) => mail.subject.includes(reference)).map((mail) => `${mail.to.join()}: ${mail.subject}`);

const referenceOf = (orderId: string) => `DH-${orderId.slice(0, 8).toUpperCase()}`;

test('[GST-20] [MAIL-20] a UPI order is paid, the shopper downloads its GST invoice as a PDF, and hears of each step by e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await productWithStock(request, shop);
  const token = await shopperOn(page, request, shop, { mails: smtp.mails });
  await checkOut(page, shop, product, { payment: 'ONLINE', zip: '570010' });
  await placeOrder(page);
  await page.getByRole('textbox', { name: 'UPI transaction ID (UTR)' }).fill('432109876543');
  await page.getByRole('button', { name: 'I have paid' }).click();
  const mine = await request.get(shop.url('/api/user/orders'), { headers: { authorization: `Bearer ${token}` } });
  const [order] = ((await mine.json()) as { orders: { _id: string }[] }).orders;
  const orderId = order!._id;
  const reference = referenceOf(orderId);

  const staff = await page.context().browser()!.newPage();
  try {
    await markPaidByAdmin(staff, shop, orderId);
  } finally {
    await staff.close();
  }

  // My Orders links the invoice by its number; its page shows the Rule 46 fields.
  await page.goto(shop.url('/orders'));
  const card = page.getByRole('article', { name: `Order #${orderId}` });
  const link = card.getByRole('link', { name: /^Invoice DH\/\d{2}-\d{2}\/\d{6}$/ });
  const number = /DH\/\d{2}-\d{2}\/\d{6}/.exec((await link.textContent()) ?? '')![0];
  await link.click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText(gstin)).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'CGST' }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${number.replaceAll('/', '-')}.pdf`);
  const pdf = await readFile((await file.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const expected of [gstin, number, product.hsnCode, 'CGST', 'SGST', 'Place of supply Karnataka (29)']) {
    expect(text).toContain(expected);
  }

  await expect
    .poll(() => mailsAbout(reference), { timeout: 20_000 })
    .toEqual([
      expect.stringMatching(new RegExp(`@example\\.in: Your order ${reference} is placed$`)),
      expect.stringMatching(
        new RegExp(`^orders@dhanya\\.example: New order ${reference}: ₹[\\d,.]+ \\(awaiting payment\\)$`),
      ),
      expect.stringMatching(new RegExp(`@example\\.in: Payment received for order ${reference}$`)),
    ]);
  const paidMail = smtp.mails.find((mail) => mail.subject === `Payment received for order ${reference}`)!;
  // Linked on the shop's address (PUBLIC_URL, here its default).
  expect(paidMail.text).toContain(`Your invoice ${number}: http://localhost:`);
  expect(paidMail.text).toContain(`/orders/${orderId}/invoice\n`);
  expect(paidMail.text).toContain(`1 × ${product.title}`);
});

test('[GST-21] [MAIL-21] a cash order is shipped and delivered by the staff, then has an invoice; a cancelled one is e-mailed too', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await productWithStock(request, shop, 1);
  const token = await shopperOn(page, request, shop, { mails: smtp.mails });
  const auth = { authorization: `Bearer ${token}` };
  await checkOut(page, shop, product, { payment: 'COD', zip: '570010' });
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  const [order] = (
    (await (await request.get(shop.url('/api/user/orders'), { headers: auth })).json()) as {
      orders: { _id: string }[];
    }
  ).orders;
  const orderId = order!._id;
  const reference = referenceOf(orderId);

  const staff = await page.context().browser()!.newPage();
  try {
    await ordersTabOn(staff, shop);
    const card = staff.getByRole('article', { name: `Order #${orderId}` });
    for (const status of ['Shipped', 'Delivered']) {
      await card.getByRole('combobox', { name: /Status/ }).click();
      await staff.getByRole('option', { name: status, exact: true }).click();
      await expect(card.getByRole('combobox', { name: /Status/ })).toHaveText(new RegExp(status, 'i'));
    }
    // The staff download the invoice the delivery gave it.
    const download = staff.waitForEvent('download');
    await card.getByRole('button', { name: /^Download invoice DH\/\d{2}-\d{2}\/\d{6}$/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^invoice-DH-\d{2}-\d{2}-\d{6}\.pdf$/);
  } finally {
    await staff.close();
  }

  await page.goto(shop.url('/orders'));
  const card = page.getByRole('article', { name: `Order #${orderId}` });
  await card.getByRole('link', { name: /^Invoice DH\// }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText('Cash on delivery')).toBeVisible();

  // A second cash order, cancelled by the staff.
  await checkOut(page, shop, product, { payment: 'COD', zip: '570010' });
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  const orders = (
    (await (await request.get(shop.url('/api/user/orders'), { headers: auth })).json()) as {
      orders: { _id: string }[];
    }
  ).orders;
  const cancelledId = orders.find((each) => each._id !== orderId)!._id;
  const cancelled = await request.put(shop.url(`/api/admin/orders/${cancelledId}/status`), {
    headers: { authorization: `Bearer ${shop.adminToken}` },
    data: { status: 'cancelled' },
  });
  expect(cancelled.status()).toBe(200);

  await expect
    .poll(() => mailsAbout(reference), { timeout: 20_000 })
    .toEqual([
      expect.stringMatching(new RegExp(`@example\\.in: Your order ${reference} is placed$`)),
      expect.stringMatching(new RegExp(`^orders@dhanya\\.example: New order ${reference}: ₹[\\d,.]+$`)),
      expect.stringMatching(new RegExp(`@example\\.in: Your order ${reference} is on its way$`)),
      expect.stringMatching(new RegExp(`@example\\.in: Your order ${reference} is delivered$`)),
    ]);
  await expect.poll(() => mailsAbout(referenceOf(cancelledId)).at(-1), { timeout: 20_000 }).toMatch(/is cancelled$/);
});
