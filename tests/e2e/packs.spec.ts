import { type APIRequestContext, type Locator, type Page, expect, test } from './support/test';
import { shopAdmin } from '../support/shop-process';
import { newAccount, signIn } from './support/shop';

type Pack = { _id: string; label: string; quantity: number };
type PackedProduct = { _id: string; title: string; packs: Pack[]; category: { _id: string } | null };

async function logInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByRole('textbox', { name: 'Email' }).fill(shopAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);
}

async function productNamed(request: APIRequestContext, title: string): Promise<PackedProduct> {
  const found = (await (
    await request.get(`/api/product/search?query=${encodeURIComponent(title)}`)
  ).json()) as PackedProduct[];
  const product = found.find((each) => each.title === title);
  if (!product) throw new Error(`No product is called ${title}`);
  return product;
}

async function packStock(request: APIRequestContext, productId: string): Promise<Record<string, number>> {
  const product = (await (await request.get(`/api/product/${productId}`)).json()) as PackedProduct;
  return Object.fromEntries(product.packs.map((pack) => [pack.label, pack.quantity]));
}

/** Chooses `option` in one of the admin's drop-downs; its options open outside the form. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The admin's product form: one fieldset per pack ("Pack 1", "Pack 2"), filled in order. */
async function addPackedProduct(page: Page, title: string) {
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Long-grain basmati from Dehradun, aged for a year.');
  await choose(page, page.getByRole('combobox', { name: 'Category' }), 'Rice');
  const stamp = Date.now();
  const packs: Array<[string, string, string, string, string]> = [
    ['1 kg', '1', '210', '40', `DEHRADUN-1KG-${stamp}`],
    ['5 kg', '5', '980', '12', `DEHRADUN-5KG-${stamp}`],
  ];
  for (const [index, [label, net, price, stock, sku]] of packs.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add pack' }).click();
    const row = page.getByRole('group', { name: `Pack ${index + 1}`, exact: true });
    await row.getByRole('textbox', { name: 'Label' }).fill(label);
    await row.getByRole('textbox', { name: 'Net quantity' }).fill(net);
    await choose(page, row.getByRole('combobox', { name: 'Unit' }), 'kg');
    await row.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(price);
    await row.getByRole('textbox', { name: 'Stock' }).fill(stock);
    await row.getByRole('textbox', { name: 'SKU' }).fill(sku);
  }
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added').first()).toBeVisible();
}

test('[PACKS-20] the admin adds a product in 1 kg and 5 kg packs; a shopper buys two of the 5 kg; its stock alone drops; the order names the pack; the owner’s low-stock threshold flags it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Dehradun Basmati ${Date.now()}`;
  await logInAsAdmin(page);
  await addPackedProduct(page, title);
  const product = await productNamed(request, title);
  expect(product.packs.map((pack) => pack.label)).toEqual(['1 kg', '5 kg']);

  // The shopper sees "from" the cheaper pack on the category page.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, request, await newAccount(request, 'Packs'));
  await page.goto(`/categories/${product.category!._id}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('from')).toBeVisible();
  await expect(card.getByText('₹210.00')).toBeVisible();

  // On the product page: picks 5 kg, sees its per-kg price, adds two.
  await card.getByRole('link', { name: 'View Product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The chosen pack lives in the URL (?pack=): the radio is checked once the page has navigated.
  const fiveKg = page.getByRole('radio', { name: /^5 kg\b/ });
  await fiveKg.click();
  await expect(fiveKg).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`pack=${product.packs[1]!._id}`));
  await expect(page.getByText('₹196/kg').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: title });
  await expect(line.getByText('5 kg')).toBeVisible();
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expect(line.getByText('₹1,960.00')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('First Name').fill('Meera');
  await field('Address').fill('12 Temple Street');
  await field('City').fill('Mysuru');
  await field('State').fill('Karnataka');
  await field('ZIP').fill('570001');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/Order placed successfully! Order ID: \S+/)).toBeVisible({ timeout: 10_000 });

  // Only the 5 kg pack's stock went down, by two.
  expect(await packStock(request, product._id)).toEqual({ '1 kg': 40, '5 kg': 10 });

  // My Orders names the pack.
  await page.goto('/orders');
  const bought = page.getByRole('listitem').filter({ hasText: title });
  await expect(bought.getByText('5 kg')).toBeVisible();
  await expect(bought.getByText('Qty 2')).toBeVisible();

  // The admin sees it, with the pack.
  await logInAsAdmin(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const order = page.getByRole('article').filter({ hasText: title }).first();
  await expect(order.getByText('5 kg')).toBeVisible();

  // Ten 5 kg bags left is not low at a threshold of 5 (the default); at 11, which the owner saves, it is.
  const stock = page.getByRole('table', { name: 'All products' }).getByRole('row').filter({ hasText: title });
  async function lowStockThreshold(value: string) {
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Low-stock threshold' }).fill(value);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(title);
    await expect(stock.getByText('50', { exact: true })).toBeVisible();
  }
  await lowStockThreshold('5');
  await expect(stock.getByText(/^Low:/)).toHaveCount(0);
  await lowStockThreshold('11');
  await expect(stock.getByText('Low: 5 kg (10 left)')).toBeVisible();
});
