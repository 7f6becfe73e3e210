import { expect, test } from './support/test';
import { newAccount, signIn } from './support/shop';

test('[ACCOUNT-01] [ACCOUNT-02] [ACCOUNT-05] [ACCOUNT-07] [ACCOUNT-08] [ACCOUNT-09] sign up: each validation error in turn, then the account is made', async ({
  page,
  request,
}) => {
  const email = `asha.${Date.now()}@example.in`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Country', exact: true }).click();
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await expect(page.getByLabel('Country Code')).toHaveValue('+44');
  await page.getByLabel('Region/State').fill('England');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('grain12');
  await expect(password).toHaveAttribute('type', 'password');
  await page
    .getByRole('button', { name: /show password/i })
    .first()
    .click();
  await expect(password).toHaveAttribute('type', 'text');
  const signUp = page.getByRole('button', { name: 'Sign Up' });

  await page.getByLabel('Phone Number').fill('98765 4321');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('grain13');
  await signUp.click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();

  await password.fill('grain');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('grain');
  await signUp.click();
  await expect(page.getByText('Password must be at least 6 characters long!')).toBeVisible();

  await password.fill('grain12');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('grain12');
  await signUp.click();
  await expect(page.getByText('Phone number must be between 10-15 digits.')).toBeVisible();

  await page.getByLabel('Phone Number').fill('98765 43210');
  const created = page.waitForRequest((sent) => sent.url().endsWith('/api/user/create-user'));
  await signUp.click();
  const body = (await created).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ email, phoneNumber: '9876543210', countryCode: '+44', country: 'United Kingdom' });
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible({ timeout: 10_000 });
  // Signup gives no token, so /profile's guard ends the journey at /login (ACCOUNT-09 note).
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  const login = await request.post('/api/user/login-user', { data: { email, password: 'grain12' } });
  expect(login.status()).toBe(200);
});

test('[ACCOUNT-11] [ACCOUNT-13] [ACCOUNT-17] [AUTH-01] [CONST-06] log in: token and role stored, the profile shown', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'Kavya');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 });
  await expect(page.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  expect(stored.role).toBe('0');
  expect(stored.token).toBeTruthy();
  expect(Object.keys(stored).every((key) => ['token', 'role', 'guest_cart', 'wishlist'].includes(key))).toBe(true);
  expect(JSON.stringify(stored)).not.toContain(account.password);
  expect(JSON.stringify(stored)).not.toContain(account.email);
});

test('[ACCOUNT-14] [AUTH-06] a wrong password shows the server message and stays on /login', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'Ravi');
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/invalid|incorrect|wrong/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('[ACCOUNT-20] [ACCOUNT-28] [ACCOUNT-29] [ACCOUNT-32] [CONST-06] [issue 31] edit the profile and the password with the current one; the new password logs in, the old does not', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'Lakshmi');
  await signIn(page, request, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Your Profile' });
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  await dialog.getByLabel('First Name').fill('Lakshmi Devi');
  await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill('new-secret-99');
  await dialog.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('new-secret-99');
  // A new password needs the current one (issue 31): a wrong one changes nothing.
  const current = dialog.getByRole('textbox', { name: /^Current Password/ });
  await current.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is not right');
  await current.fill(account.password);
  const saved = page.waitForRequest((sent) => sent.url().endsWith('/api/user/profile') && sent.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    firstName: 'Lakshmi Devi',
    password: 'new-secret-99',
    currentPassword: account.password,
  });
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Lakshmi Devi Iyer')).toBeVisible();
  // Neither password, nor the user, was kept in local storage on the way.
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  expect(Object.keys(stored).every((key) => ['token', 'role', 'guest_cart', 'wishlist'].includes(key))).toBe(true);
  for (const secret of ['new-secret-99', account.password, account.email]) {
    expect(JSON.stringify(stored)).not.toContain(secret);
  }

  const withNew = await request.post('/api/user/login-user', {
    data: { email: account.email, password: 'new-secret-99' },
  });
  expect(withNew.status()).toBe(200);
  const withOld = await request.post('/api/user/login-user', { data: account });
  expect(withOld.status()).toBe(401);
});

test('[ACCOUNT-33] [AUTH-05] log out: token and role are gone, the cart asks to log in', async ({ page, request }) => {
  await signIn(page, request, await newAccount(request, 'Arjun'));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([
    null,
    null,
  ]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/cart');
  await expect(page.getByText('Please log in to view your cart')).toBeVisible();
});

test('[AUTH-05] a stale token sends the shopper to /login and is forgotten', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('token', 'stale-token');
    localStorage.setItem('role', '0');
  });
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('[CATALOG-29] forgot password explains how to get help and leads back to login', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /contact/i }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /log in|login|sign in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
});
