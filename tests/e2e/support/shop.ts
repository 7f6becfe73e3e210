import { type APIRequestContext, type Page, expect } from '@playwright/test';

export type Product = {
  _id: string;
  title: string;
  price: number;
  effectivePrice: number;
  quantity: number;
  image: string | null;
  category: { _id: string; name: string } | null;
  /** The product's packs; `price`, `effectivePrice` and `quantity` are the first's. */
  packs: { _id: string; label: string; effectivePrice: number; quantity: number }[];
  /** For invoices (issue 16). */
  hsnCode: string;
};
export type Account = { email: string; password: string; firstName: string; lastName: string };

let accounts = 0;

/** A new shopper, signed up through the API, so each journey owns its cart and orders. */
export async function newAccount(request: APIRequestContext, name = 'Meera'): Promise<Account> {
  accounts += 1;
  const account = {
    email: `${name.toLowerCase()}.${Date.now()}.${process.pid}.${accounts}@example.in`,
    password: 'rice-and-dal-2026',
    firstName: name,
    lastName: 'Iyer',
  };
  const answer = await request.post('/api/user/create-user', {
    data: {
      ...account,
      confirmPassword: account.password,
      phoneNumber: '9845012345',
      countryCode: '+91',
      country: 'India',
      region: 'Karnataka',
    },
  });
  expect(answer.status()).toBe(201);
  return account;
}

/** What a login leaves in the browser (AUTH-01), without walking the login page. */
export async function signIn(page: Page, request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
  const answer = await request.post('/api/user/login-user', { data: account });
  expect(answer.ok()).toBe(true);
  const { token, user } = (await answer.json()) as { token: string; user: { role: number | string } };
  await page.goto('/about');
  await page.evaluate(
    ({ storedToken, role }) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('role', role);
    },
    { storedToken: token, role: String(user.role) },
  );
  return token;
}

/** Every product, in English or (`lang`) as a Hindi page shows it. */
export async function products(request: APIRequestContext, lang?: 'hi'): Promise<Product[]> {
  return (await (await request.get(`/api/product/get${lang ? `?lang=${lang}` : ''}`)).json()) as Product[];
}

export type NavMenuCategory = { _id: string; name: string; products: { _id: string; title: string }[] };

/** The header's categories with their featured products (GET /api/category/menu). */
export async function navMenu(request: APIRequestContext, lang?: 'hi'): Promise<NavMenuCategory[]> {
  return (await (await request.get(`/api/category/menu${lang ? `?lang=${lang}` : ''}`)).json()) as NavMenuCategory[];
}

/** A product with room for several journeys' carts and orders. */
export async function productInStock(request: APIRequestContext, skip = 0): Promise<Product> {
  const inStock = (await products(request)).filter((product) => product.quantity >= 50);
  const product = inStock[skip % inStock.length];
  if (!product) throw new Error('the demo shop has no product with 50 in stock');
  return product;
}

/** The `/productlist` URL of the page that shows `product` (24 to a page, by title as the API lists them). */
export async function productListPageOf(request: APIRequestContext, product: Pick<Product, '_id'>): Promise<string> {
  const index = (await products(request)).findIndex((listed) => listed._id === product._id);
  const page = Math.floor(index / 24) + 1;
  return page === 1 ? '/productlist' : `/productlist?page=${page}`;
}
