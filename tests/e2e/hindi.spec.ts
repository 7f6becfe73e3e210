// The shop in Hindi (issue 34): the same pages under /hi, rendered in Hindi on the server.
import { expect, test } from './support/test';
import { shopAdmin } from '../support/shop-process';
import { navMenu, newAccount, products, signIn } from './support/shop';

test('a page under /hi is served in Hindi: lang, title, the library texts, and links that stay in Hindi', async ({
  page,
  request,
}) => {
  const [category] = await navMenu(request, 'hi');
  await page.goto('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('Dhanya · चावल, अनाज और जैविक उत्पाद');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');

  const header = page.getByRole('banner');
  await expect(header.getByRole('combobox', { name: 'उत्पाद खोजें' })).toHaveAttribute('placeholder', 'उत्पाद खोजें…');
  await expect(header.getByRole('link', { name: 'मेरा कार्ट' })).toHaveAttribute('href', '/hi/cart');

  // A link followed in the page (the router's, no reload) stays in Hindi.
  await header
    .getByRole('navigation', { name: 'श्रेणियाँ' })
    .getByRole('link', { name: category!.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/hi/categories/${category!._id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/hi/categories/${category!._id}$`),
  );
});

test('a product page in Hindi: the shop’s own words, the price and the delivery answer', async ({ page, request }) => {
  const [product] = (await products(request)).filter((candidate) => candidate.quantity > 10);
  await page.goto(`/hi/product/${product!._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'इस उत्पाद के बारे में' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
  await expect(main.getByText('स्टॉक में है')).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link', { name: 'होम' })).toHaveAttribute(
    'href',
    '/hi',
  );

  await main.getByRole('textbox', { name: 'पिनकोड' }).fill('110001');
  await main.getByRole('button', { name: 'देखें' }).click();
  await expect(main.getByText('हम 110001 पर डिलीवरी करते हैं। कैश ऑन डिलीवरी उपलब्ध है।')).toBeVisible();
  await main.getByRole('textbox', { name: 'पिनकोड' }).fill('11');
  await main.getByRole('button', { name: 'देखें' }).click();
  await expect(main.getByText('6 अंकों का पिनकोड लिखें')).toBeVisible();
});

test('the home page in Hindi names its sections in Hindi', async ({ page }) => {
  await page.goto('/hi');
  for (const name of ['श्रेणियाँ', 'सबसे ज़्यादा बिकने वाले', 'ख़ास ऑफ़र']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/: चावल, अनाज और जैविक उत्पाद$/);
});

test('a Hindi page downloads the Hindi texts only, an English page the English ones', async ({ page }) => {
  const textChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(en|hi)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) textChunks.push(chunk);
  });
  await page.goto('/hi/productlist');
  expect(textChunks).toEqual(['hi']);
  textChunks.length = 0;
  await page.goto('/productlist');
  expect(textChunks).toEqual(['en']);
});

test('a form in Hindi says in Hindi what is wrong', async ({ page }) => {
  await page.goto('/hi/signup');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'पहला नाम', exact: true }).fill('Asha');
  await form.getByRole('textbox', { name: 'उपनाम', exact: true }).fill('Nair');
  await form.getByRole('textbox', { name: 'ईमेल', exact: true }).fill('asha.hindi@example.in');
  await form.getByRole('textbox', { name: 'फ़ोन नंबर', exact: true }).fill('98765');
  await form.getByRole('textbox', { name: 'राज्य', exact: true }).fill('Karnataka');
  await form.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill('secret1');
  await form.getByRole('textbox', { name: 'पासवर्ड दोबारा लिखें', exact: true }).fill('secret2');
  await form.getByRole('button', { name: 'खाता बनाएँ' }).click();
  // The signup form names its first problem in the spec's order: the passwords, then the phone.
  await expect(form.getByText('दोनों पासवर्ड एक जैसे नहीं हैं!')).toBeVisible();
  await form.getByRole('textbox', { name: 'पासवर्ड दोबारा लिखें', exact: true }).fill('secret1');
  await form.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await expect(form.getByText('फ़ोन नंबर 10 से 15 अंकों का होना चाहिए।')).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/signup$/);
});

test('the Hindi page uses the Devanagari faces the shop ships, not the phone’s fonts', async ({ page }) => {
  await page.goto('/hi');
  const devanagari = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded' && face.unicodeRange.includes('U+900-97F'))
      .length;
  });
  expect(devanagari).toBeGreaterThan(0);
});

test('choosing Hindi is remembered: the shop opens in Hindi next time, until English is chosen', async ({ page }) => {
  await page.goto('/language/hi?next=%2Fabout');
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/');
  await expect(page).toHaveURL(/\/hi$/);
  await page.goto('/search?query=dal');
  await expect(page).toHaveURL(/\/hi\/search\?query=dal$/);

  await page.goto('/language/en?next=%2Fhi%2Fcart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a shopper types “arhar” on /hi and finds toor dal in Hindi; its English page stays English', async ({ page }) => {
  await page.goto('/hi');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'उत्पाद खोजें' });
  await search.fill('arhar');
  await page.getByRole('option', { name: /ऑर्गेनिक तूर दाल/ }).click();
  await expect(page).toHaveURL(/\/hi\/product\/[\w-]+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('ऑर्गेनिक तूर दाल');
  await expect(main.getByRole('radio', { name: /1 किलो/ })).toBeVisible();
  await expect(main.getByText(/कलबुर्गी/).first()).toBeVisible();

  await page.goto(page.url().replace('/hi/product/', '/product/'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Organic Toor Dal');

  // The search page finds it by its Hindi name too.
  await page.goto(`/hi/search?query=${encodeURIComponent('तूर')}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name: 'ऑर्गेनिक तूर दाल' })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/hi/product/:id is Hindi from the server: title, price and lang', async ({ page, request }) => {
    const [toorDal] = (await products(request, 'hi')).filter((product) => product.title === 'ऑर्गेनिक तूर दाल');
    await page.goto(`/hi/product/${toorDal!._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(/^ऑर्गेनिक तूर दाल/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('ऑर्गेनिक तूर दाल');
    await expect(main.getByText('₹105.00').first()).toBeVisible();
  });
});

test('a shopper switches to English from the header: the same page, the cart kept, the choice remembered', async ({
  page,
  request,
}) => {
  const [toorDal] = (await products(request, 'hi')).filter((product) => product.title === 'ऑर्गेनिक तूर दाल');
  await page.goto(`/hi/product/${toorDal!._id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'कार्ट में डालें' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /मेरा कार्ट/ })).toContainText('1');

  await header.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${toorDal!._id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Organic Toor Dal');
  await expect(page.getByRole('banner').getByRole('link', { name: /My Cart/ })).toContainText('1');

  // English is remembered now: the Hindi address leads back to the English page only by choice.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'हिन्दी' })
    .click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('a signed-in shopper who chooses Hindi has it stored: their e-mails will speak it', async ({ page, request }) => {
  const token = await signIn(page, request, await newAccount(request, 'Savitri'));
  const storedLanguage = async () => {
    const answer = await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { user: { language?: string } }).user.language;
  };
  await page.goto('/about');
  await expect.poll(storedLanguage).toBe('en');

  const stored = page.waitForResponse((response) => response.url().includes('/api/user/language'));
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'हिन्दी' })
    .click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  expect((await stored).status()).toBe(200);
  await expect.poll(storedLanguage).toBe('hi');
});

test('the two languages name each other: hreflang alternates and x-default, without JavaScript too', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const [product] = await products(request);
  await page.goto(`/hi/product/${product!._id}`);
  const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
  await expect(alternate('en')).toHaveAttribute('href', new RegExp(`/product/${product!._id}$`));
  await expect(alternate('hi')).toHaveAttribute('href', new RegExp(`/hi/product/${product!._id}$`));
  await expect(alternate('x-default')).toHaveAttribute('href', new RegExp(`[^i]/product/${product!._id}$`));
  await page.goto(`/product/${product!._id}`);
  await expect(alternate('hi')).toHaveAttribute('href', new RegExp(`/hi/product/${product!._id}$`));
  await context.close();
});

test('the owner writes a new product’s Hindi in the admin: /hi shows it, the English page stays English', async ({
  page,
  request,
}) => {
  const title = `Kavuni Rice ${Date.now()}`;
  await page.goto('/admin-login');
  await page.getByRole('textbox', { name: 'Email' }).fill(shopAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('tab', { name: 'Products' }).click();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('A black heirloom rice from Tamil Nadu.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Rice', exact: true }).click();
  const pack = page.getByRole('group', { name: 'Pack 1', exact: true });
  await pack.getByRole('textbox', { name: 'Label' }).fill('1 kg');
  await pack.getByRole('textbox', { name: 'Net quantity' }).fill('1');
  await pack.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'kg', exact: true }).click();
  await pack.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('249.50');
  await pack.getByRole('textbox', { name: 'Stock' }).fill('40');
  await page.getByRole('tab', { name: 'हिन्दी' }).click();
  await page.getByRole('textbox', { name: 'Title in Hindi' }).fill('कवुनी काला चावल');
  await page.getByRole('textbox', { name: 'Description in Hindi' }).fill('तमिलनाडु का पुराना काला चावल।');
  await page.getByRole('textbox', { name: 'Label in Hindi for “1 kg”' }).fill('1 किलो');
  await page.getByRole('textbox', { name: 'Other names' }).fill('kavuni, karuppu kavuni');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added').first()).toBeVisible();

  const [added] = (await (await request.get(`/api/product/search?query=${encodeURIComponent(title)}`)).json()) as {
    _id: string;
  }[];
  await page.goto(`/hi/product/${added!._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('कवुनी काला चावल');
  await expect(main.getByText('तमिलनाडु का पुराना काला चावल।')).toBeVisible();
  await page.goto(`/product/${added!._id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  // Its other names find it.
  await page.goto(`/hi/search?query=${encodeURIComponent('karuppu')}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name: 'कवुनी काला चावल' })).toBeVisible();
});
