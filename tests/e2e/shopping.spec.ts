import { type APIRequestContext, type Page, expect, test } from './support/test';
import { newAccount, productInStock, signIn } from './support/shop';

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** Puts `quantity` of a product in the signed-in shopper's server cart through the API. */
async function fillCart(request: APIRequestContext, token: string, productId: string, quantity: number) {
  const answer = await request.post('/cart/addcart', {
    data: { productId, quantity },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
}

async function fillAddress(scope: ReturnType<Page['getByRole']> | Page) {
  const field = (name: string) => scope.getByRole('textbox', { name, exact: true });
  await field('First Name').fill('Meera');
  await field('Address').fill('12 Temple Street');
  await field('City').fill('Mysuru');
  await field('State').fill('Karnataka');
  await field('ZIP').fill('570001');
}

test('[CART-10] [CART-12] [CART-13] a guest quick-adds, logs in, and finds the items in the cart', async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 1);
  const account = await newAccount(request, 'Guest');
  await page.goto(`/categories/${product.category!._id}`);
  const card = page.getByRole('article').filter({ hasText: product.title });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!').first()).toBeVisible();
  await page.reload();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]'));
  expect(saved).toEqual([expect.objectContaining({ productId: product._id, quantity: 2 })]);

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: product.title });
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
});

test('[CATALOG-12] [CATALOG-13] [CATALOG-14] the product page adds to and removes from the cart', async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 2);
  await signIn(page, request, await newAccount(request, 'Detail'));
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Remove from Cart' }).click();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('[CART-05] [CART-15] [CART-18] [CART-19] [CART-22] [CART-24] [CART-25] [CHECKOUT-12] change a quantity, check out through the dialog, find the order', async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 3);
  const token = await signIn(page, request, await newAccount(request, 'Dialog'));
  await fillCart(request, token, product._id, 1);

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: product.title });
  await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  const total = rupees(product.effectivePrice * 2);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(total).first()).toBeVisible();
  await expect(summary.getByText('Free')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: product.title }).getByRole('spinbutton')).toHaveValue('2');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await fillAddress(dialog);
  const placed = page.waitForRequest((sent) => sent.url().endsWith('/cart/checkout'));
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  expect((await placed).postDataJSON()).toMatchObject({ paymentType: 'cash', lastName: '', address2: '' });
  await expect(page.getByText(/Order placed successfully! Order ID: \S+/)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  await page.goto('/Allordersucess');
  const order = page.getByRole('article').filter({ hasText: product.title }).first();
  await expect(order).toBeVisible();
  await expect(order.getByText(total).first()).toBeVisible();
  await expect(order.getByText('NULL')).toHaveCount(0);
});

test('[CHECKOUT-04] [CHECKOUT-05] [CHECKOUT-06] [CHECKOUT-07] [CHECKOUT-12] check out through /checkout', async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 4);
  const token = await signIn(page, request, await newAccount(request, 'Simple'));
  await fillCart(request, token, product._id, 3);
  let orders = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/check/checkout')) orders += 1;
  });

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please fill all required fields.')).toBeVisible();
  await page.getByRole('combobox', { name: /Payment/ }).click();
  await page.getByRole('option', { name: 'COD', exact: true }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to place this order?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(orders).toBe(0);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /place|confirm|yes/i })
    .click();
  await expect(page).toHaveURL(/\/ordersucess$/);
  expect(orders).toBe(1);
  await page
    .getByRole('link', { name: /orders/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/Allordersucess$/);
  await expect(page.getByRole('article').filter({ hasText: product.title }).first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('[CHECKOUT-01] [CHECKOUT-10] without a token /checkout and the orders list send the shopper to log in', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByText('Please login first.')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/Allordersucess');
  await expect(page).toHaveURL(/\/login$/);
});
