import { type Page, expect, test } from './support/test';
import { shopAdmin } from '../support/shop-process';
import { newAccount, productInStock } from './support/shop';

// A 1×1 PNG: the server re-encodes whatever it accepts, so any real image will do.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

async function logInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByRole('textbox', { name: 'Email' }).fill(shopAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);
}

async function choose(page: Page, field: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A promotion's product picker: types the title, chooses the product the search finds. */
async function pickProduct(page: Page, title: string) {
  const picker = page.getByRole('combobox', { name: 'Product' });
  await picker.fill(title);
  await page.getByRole('option', { name: title, exact: true }).click();
  await expect(picker).toHaveValue(title);
}

test('[ADMIN-03] [ADMIN-05] a shopper cannot get into the dashboard', async ({ page, request }) => {
  const shopper = await newAccount(request, 'Curious');
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alertdialog').getByText('Access denied: Not an admin')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([
    null,
    null,
  ]);
});

test('[ADMIN-02] [ADMIN-06] [ADMIN-08] [ADMIN-12] [ADMIN-18] [ADMIN-23] the admin adds a category and a product, then makes it a best seller and a special offer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const categoryName = `Heirloom Seeds ${stamp}`;
  const productTitle = `Black Kavuni Rice ${stamp}`;
  await logInAsAdmin(page);
  await expect(page.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('textbox', { name: 'Category Name' }).fill(categoryName);
  await page.getByLabel('Image (optional)').setInputFiles(picture('seeds.png'));
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText(categoryName).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(productTitle);
  await page.getByRole('textbox', { name: 'Description' }).fill('A black heirloom rice from Tamil Nadu.');
  await choose(page, 'Category', categoryName);
  // A new product has one pack to fill (its SKU left blank: the shop makes one); more are
  // added only when it comes in several sizes.
  const pack = page.getByRole('group', { name: 'Pack 1', exact: true });
  await pack.getByRole('textbox', { name: 'Label' }).fill('1 kg');
  await pack.getByRole('textbox', { name: 'Net quantity' }).fill('1');
  await pack.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'kg', exact: true }).click();
  await pack.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('249.50');
  await pack.getByRole('textbox', { name: 'Stock' }).fill('40');
  await page.getByLabel('Image (optional)').setInputFiles(picture('kavuni.png'));
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added').first()).toBeVisible();
  // The list shows a page at a time: the search finds the new product on any page.
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productTitle);
  const products = page.getByRole('table', { name: 'All products' });
  await expect(products.getByRole('button', { name: `Edit ${productTitle}` })).toBeVisible();

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: categoryName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: productTitle })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: productTitle }).getByText('₹249.50')).toBeVisible();

  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Best Sellers' }).click();
  await pickProduct(page, productTitle);
  await page.getByRole('button', { name: 'Add best seller' }).click();
  await expect(page.getByText('Best seller added!').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Specials' }).click();
  await pickProduct(page, productTitle);
  await page.getByRole('spinbutton', { name: 'Discount %' }).fill('10');
  const nextYear = `${new Date().getFullYear() + 1}-12-31`;
  await page.getByLabel('Expiry date').fill(nextYear);
  await page.getByRole('button', { name: 'Add special offer' }).click();
  await expect(page.getByText('Special offer added!').first()).toBeVisible();

  await page.goto('/allbestsellers');
  await expect(page.getByRole('article').filter({ hasText: productTitle })).toBeVisible();
  await page.goto('/allspecialoffer');
  const offer = page.getByRole('article').filter({ hasText: productTitle });
  await expect(offer).toBeVisible();
  await expect(offer.getByText('₹224.55')).toBeVisible();
});

test('[ADMIN-28] [ADMIN-30] the admin edits the footer and the storefront shows it', async ({ page, request }) => {
  // With its translations: what is put back afterwards is the footer as it was, Hindi included.
  const before = (await (await request.get('/api/footer/getfooter?translations=include')).json()) as Record<
    string,
    unknown
  >;
  const tagline = `Grains from small farms, milled to order (${Date.now()})`;
  await logInAsAdmin(page);
  await page.getByRole('tab', { name: 'Footer' }).click();
  const field = page.getByRole('textbox', { name: 'Tagline' });
  await expect(field).toHaveValue(String(before.companyTagline));
  await field.fill(tagline);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Footer updated successfully').first()).toBeVisible();
  try {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo').getByText(tagline)).toBeVisible();
  } finally {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await request.put('/api/footer/updatefooter', { data: before, headers: { Authorization: `Bearer ${token}` } });
  }
});

test('[ADMIN-39] [ADMIN-40] the admin answers a lead sent from the home page', async ({ page }) => {
  const name = `Farmer ${Date.now()}`;
  await page.goto('/');
  const form = page.getByRole('form', { name: /Get in Touch/ });
  await form.getByLabel(/Name/).fill(name);
  await form.getByLabel(/Email/).fill('farmer@example.in');
  await form.getByLabel(/Message/).fill('Do you buy millets in bulk?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Message sent successfully!').first()).toBeVisible();

  await logInAsAdmin(page);
  await page.getByRole('tab', { name: 'Lead Form' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Do you buy millets in bulk?')).toBeVisible();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Do you buy millets in bulk? — Answered by phone.');
  await dialog.getByRole('button', { name: /save/i }).click();
  await expect(row.getByText('Answered by phone.', { exact: false })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Lead Form' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: name }).getByText('Answered by phone.', { exact: false }),
  ).toBeVisible();
});

test("[ADMIN-42] [ADMIN-43] the admin finds a shopper's order by its id and moves it from placed to shipped", async ({
  page,
  request,
}) => {
  const shopper = await newAccount(request, 'Orderer');
  const product = await productInStock(request, 6);
  const login = await request.post('/api/user/login-user', { data: shopper });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  expect(
    (await request.post('/cart/addcart', { data: { productId: product._id, quantity: 2 }, headers: auth })).ok(),
  ).toBe(true);
  const placed = await request.post('/cart/checkout', {
    data: {
      paymentType: 'cash',
      firstName: 'Orderer',
      lastName: '',
      address: '3 Mill Road',
      address2: '',
      city: 'Salem',
      state: 'Tamil Nadu',
      zip: '636001',
    },
    headers: auth,
  });
  const orderId = ((await placed.json()) as { data: { orderId: string } }).data.orderId;

  await logInAsAdmin(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  // Found by the start of its id, typed in capitals.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId.slice(0, 8).toUpperCase());
  const order = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(order).toBeVisible();
  await expect(order.getByText(product.title)).toBeVisible();
  await order.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: /shipped/i }).click();
  await expect(page.getByText(/updated|shipped/i).first()).toBeVisible();

  await expect
    .poll(async () => {
      const orders = (await (await request.get('/api/user/orders', { headers: auth })).json()) as {
        orders?: { _id: string; status: string }[];
      };
      return (orders.orders ?? (orders as unknown as { _id: string; status: string }[])).find((o) => o._id === orderId)
        ?.status;
    })
    .toBe('shipped');
});

test('the admin signs a shopper out everywhere after a lost phone', async ({ page, request }) => {
  const shopper = await newAccount(request, 'Lostphone');
  const tokens: string[] = [];
  for (const _device of ['phone', 'laptop']) {
    const login = await request.post('/api/user/login-user', { data: shopper });
    tokens.push(((await login.json()) as { token: string }).token);
  }
  const profileStatuses = () =>
    Promise.all(
      tokens.map(async (token) =>
        (await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } })).status(),
      ),
    );
  expect(await profileStatuses()).toEqual([200, 200]);

  await logInAsAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await row.getByRole('button', { name: /^Sign out everywhere for / }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('must log in again');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Ended 2 sessions').first()).toBeVisible();
  expect(await profileStatuses()).toEqual([401, 401]);
});
