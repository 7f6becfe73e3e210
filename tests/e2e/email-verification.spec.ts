import type { startSmtpCatcher } from '../../packages/server/test/smtp-catcher';
import { expect, test } from './support/test';
import { type Shop, checkOut, mailingShopWith, placeOrder, productWithStock, shopperOn } from './support/shop-journeys';
import { verificationLinkFor } from './support/verification-mail';

/*
 * Issue 31: order e-mails go only to a verified address. A shop of its own that sends its
 * e-mails to an SMTP server the test runs.
 */

let shop: Shop;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  ({ shop, smtp } = await mailingShopWith({}, request));
});
test.afterAll(async () => {
  await shop?.dispose();
  await smtp?.close();
});

test('[ACCOUNT-07] [ACCOUNT-17] [MAIL-20] sign up, the verification e-mail arrives, its link verifies the address, an order is then e-mailed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `nisha.${Date.now()}.${process.pid}@example.in`;
  const password = 'jowar-roti-26';

  await page.goto(shop.url('/signup'));
  await page.getByLabel('First Name').fill('Nisha');
  await page.getByLabel('Last Name').fill('Kulkarni');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Country', exact: true }).click();
  await page.getByRole('option', { name: 'India' }).click();
  await page.getByLabel('Region/State').fill('Karnataka');
  await page.getByLabel('Phone Number').fill('98450 12345');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // Signed in, the profile says the address is not verified yet.
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 });
  const notice = page.getByRole('region', { name: 'E-mail not verified' });
  await expect(notice).toBeVisible();

  // The link of the e-mail that reached the SMTP server, followed in the browser.
  const link = await verificationLinkFor(smtp.mails, email);
  await page.goto(shop.url(new URL(link).pathname + new URL(link).search));
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your e-mail address is verified.');

  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nisha Kulkarni' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Used once: the same link again says so.
  await page.goto(shop.url(new URL(link).pathname + new URL(link).search));
  await expect(page.getByRole('heading', { name: 'Link expired or used' })).toBeVisible();

  const product = await productWithStock(request, shop);
  await checkOut(page, shop, product, { payment: 'COD', zip: '570010' });
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  await expect
    .poll(() => smtp.mails.filter((mail) => mail.to.includes(email)).map((mail) => mail.subject), { timeout: 20_000 })
    .toEqual(['Confirm your e-mail address', expect.stringMatching(/^Your order DH-\w{8} is placed$/)]);
  const orderMail = smtp.mails.find((mail) => mail.to.includes(email) && /is placed$/.test(mail.subject))!;
  expect(orderMail.text).toContain('Hello Kavya,');
  expect(orderMail.text).toContain(`1 × ${product.title}`);
});

test('a shopper on /hi finds toor dal by “arhar”, buys a pack and gets the order e-mail in Hindi [I18N]', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await shopperOn(page, request, shop, { mails: smtp.mails });
  await page.goto(shop.url('/hi'));
  await page.getByRole('banner').getByRole('combobox', { name: 'उत्पाद खोजें' }).fill('arhar');
  await page.getByRole('option', { name: /ऑर्गेनिक तूर दाल/ }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('ऑर्गेनिक तूर दाल');
  // A tap, as a shopper's: one before the page's code has run takes effect once it has.
  const kilo = main.getByRole('radio', { name: /1 किलो/ });
  await kilo.click();
  await expect(kilo).toBeChecked();
  await main.getByRole('button', { name: 'कार्ट में डालें' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /मेरा कार्ट/ })).toContainText('1');

  await page.goto(shop.url('/hi/checkout'));
  await page.getByRole('combobox', { name: /भुगतान का तरीक़ा/ }).click();
  await page.getByRole('option', { name: 'COD', exact: true }).click();
  await page.getByRole('textbox', { name: 'पहला नाम' }).fill('Kavya');
  await page.getByRole('textbox', { name: 'पता', exact: true }).fill('7 Temple Street');
  await page.getByRole('textbox', { name: 'शहर' }).fill('Mysuru');
  await page.getByRole('textbox', { name: 'राज्य' }).fill('Karnataka');
  await page.getByRole('textbox', { name: 'पिनकोड' }).fill('570010');
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'हाँ, ऑर्डर करें' }).click();
  await expect(page.getByRole('heading', { name: 'धन्यवाद! आपका ऑर्डर हो गया है।' })).toBeVisible();

  const hindiMail = () => smtp.mails.find((mail) => /^आपका ऑर्डर DH-\w{8} मिल गया है$/.test(mail.subject));
  await expect.poll(hindiMail, { timeout: 20_000, message: 'the order e-mail in Hindi' }).toBeTruthy();
  expect(hindiMail()!.text).toContain('नमस्ते Kavya,');
  expect(hindiMail()!.text).toContain('1 × ऑर्गेनिक तूर दाल · 1 किलो');
  expect(hindiMail()!.text).toContain('भुगतान: कैश ऑन डिलीवरी');
});
