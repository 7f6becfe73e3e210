// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// The shared client reads localStorage when it is created; Node has none, so give it one.
vi.hoisted(() => {
  const entries = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
    key: () => null,
    length: 0,
  };
});

import { TOKEN_KEY, api } from '../client';
import * as endpoints from '../endpoints';
import { paths } from '../paths';
import { userSchema } from '../schemas/account';
import { cartResponseSchema } from '../schemas/cart';
import {
  categoriesSchema,
  categoryListSchema,
  navMenuProductLimit,
  navMenuSchema,
  productListSchema,
} from '../schemas/catalog';
import {
  aboutSchema,
  carouselResponseSchema,
  footerResponseSchema,
  footerSchema,
  returnPolicyResponseSchema,
  returnPolicySchema,
  shopLinkListSchema,
  termsSchema,
} from '../schemas/content';
import { leadListSchema } from '../schemas/messages';
import { adminOrderSchema, myOrdersResponseSchema } from '../schemas/orders';
import * as fixtures from './fixtures';
import {
  cartHandlers,
  catalogHandlers,
  handlers,
  mockData,
  mockHandlers,
  mockPassword,
  mockToken,
  mockVariants,
  resetMockData,
} from './index';

const base = 'http://shop.test';
const server = setupServer(...mockHandlers('populated', { baseUrl: base }).uploads);
const [admin, asha, ravi] = fixtures.users as [
  (typeof fixtures.users)[0],
  (typeof fixtures.users)[0],
  (typeof fixtures.users)[0],
];

const signInAs = (user: { _id: string } | null) =>
  user ? localStorage.setItem(TOKEN_KEY, mockToken(user)) : localStorage.removeItem(TOKEN_KEY);

function serveVariant(variant: (typeof mockVariants)[number]) {
  server.resetHandlers(...Object.values(mockHandlers(variant, { baseUrl: base })).flat());
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  api.setBaseUrl(base);
});
beforeEach(() => {
  resetMockData();
  localStorage.clear();
  serveVariant('populated');
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  api.setBaseUrl('');
});

describe('fixtures', () => {
  test('every fixture passes its schema', () => {
    expect(categoryListSchema.parse(fixtures.categories)).toEqual(fixtures.categories);
    expect(productListSchema.parse(fixtures.products)).toEqual(fixtures.products);
    expect(navMenuSchema.parse(fixtures.navMenu)).toEqual(fixtures.navMenu);
    carouselResponseSchema.parse({ success: true, images: fixtures.carouselImages });
    z.array(userSchema).parse(fixtures.users);
    myOrdersResponseSchema.parse({ orders: fixtures.orders });
    z.array(adminOrderSchema).parse(fixtures.adminOrders);
    // What the admin forms would send back is what the server accepts.
    footerSchema.parse(fixtures.footer);
    returnPolicySchema.parse(fixtures.returnPolicy);
  });

  test('the server answers every fixture whole: its response schemas drop none of their fields', () => {
    // The server serializes its answers with these schemas, keeping only what they list: a
    // fixture field they dropped would be read by the stories but never reach the apps.
    const answers: [z.ZodType, unknown][] = [
      [categoriesSchema, fixtures.categories],
      [productListSchema, fixtures.products],
      [navMenuSchema, fixtures.navMenu],
      [carouselResponseSchema, { success: true, images: fixtures.carouselImages }],
      [shopLinkListSchema, fixtures.shopLinks],
      [footerResponseSchema, fixtures.footer],
      [aboutSchema, fixtures.about],
      [termsSchema, fixtures.terms],
      [returnPolicyResponseSchema, fixtures.returnPolicy],
      [z.array(userSchema), fixtures.users],
      [leadListSchema, fixtures.leads],
      [myOrdersResponseSchema, { orders: fixtures.orders }],
      [z.array(adminOrderSchema), fixtures.adminOrders],
    ];
    for (const [schema, fixture] of answers) expect(z.encode(schema, fixture)).toEqual(fixture);
  });

  test('ids come from the demo keys and pictures are <id>.svg', () => {
    expect(fixtures.categories.map((category) => category._id)).toContain('cat-rice');
    const rice = fixtures.products.find((product) => product._id === 'prod-sona-masoori-rice-5kg');
    expect(rice).toMatchObject({
      image: 'prod-sona-masoori-rice-5kg.svg',
      category: { _id: 'cat-rice', name: 'Rice' },
    });
    expect(rice).toMatchObject({ rating: 4.8, reviewCount: 2847, isBestSeller: true });
    for (const item of [...fixtures.categories, ...fixtures.products, ...fixtures.shopLinks]) {
      expect(item.image).toBe(`${item._id}.svg`);
    }
    expect(new Set(fixtures.products.map((product) => product._id)).size).toBe(fixtures.products.length);
  });

  test('offers set the effective price and dates count from 2026-11-01', () => {
    const matta = fixtures.products.find((product) => product._id === 'prod-kerala-red-matta-rice-5kg')!;
    expect(matta).toMatchObject({
      price: 389,
      discount: 10,
      effectivePrice: 350.1,
      discountExpiry: '2026-12-01T00:00:00.000Z',
    });
    for (const product of fixtures.products) {
      if (product.discount === null) expect(product.effectivePrice).toBe(product.price);
      expect(Date.parse(product.createdAt)).toBeLessThanOrEqual(fixtures.fixtureDate.getTime());
    }
    expect(fixtures.products.filter((product) => product.isBestSeller).length).toBeGreaterThanOrEqual(10);
    expect(fixtures.products.filter((product) => product.discount !== null).length).toBeGreaterThan(0);
  });

  test('[AUTH-02] users include an admin (1) and shoppers with 0 and "0"', () => {
    expect([admin.role, asha.role, ravi.role]).toEqual([1, 0, '0']);
  });

  test('[CHECKOUT-11] one order was stored with "NULL" in lastName and address2', () => {
    expect(fixtures.orders.some((order) => order.lastName === 'NULL' && order.address2 === 'NULL')).toBe(true);
    for (const order of fixtures.orders) {
      const lines = order.products.reduce((sum, line) => sum + Math.round(line.price * 100), 0);
      expect(Math.round(order.totalAmount * 100)).toBe(lines);
    }
  });
});

describe('populated handlers answer every read in the contract shape', () => {
  test('catalogue and content', async () => {
    expect(await endpoints.getCategories()).toHaveLength(fixtures.categories.length);
    const category = await endpoints.getCategory('cat-rice');
    expect(category.products.length).toBeGreaterThan(0);
    expect(category.products.every((product) => product.category?._id === 'cat-rice')).toBe(true);
    expect(await endpoints.getProducts()).toHaveLength(fixtures.products.length);
    expect((await endpoints.getProducts('specialoffer')).every((product) => product.discount !== null)).toBe(true);
    expect((await endpoints.getProduct('prod-sona-masoori-rice-5kg')).title).toBe('Sona Masoori Rice (5 kg)');
    expect(await endpoints.getBestSellers(10)).toHaveLength(10);
    expect((await endpoints.getBestSellers()).length).toBeGreaterThanOrEqual(10);
    expect((await endpoints.getSpecialOffers(3)).length).toBeLessThanOrEqual(3);
    const arrivals = await endpoints.getNewArrivals();
    expect(arrivals.map((product) => product.createdAt)).toEqual(
      arrivals
        .map((product) => product.createdAt)
        .sort()
        .reverse(),
    );
    expect(await endpoints.getCarouselImages()).toEqual(fixtures.carouselImages);
    expect(await endpoints.getFooter()).toEqual(fixtures.footer);
    expect(await endpoints.getAbout()).toEqual(fixtures.about);
    expect(await endpoints.getTerms()).toEqual(fixtures.terms);
    expect(await endpoints.getReturnPolicy()).toEqual(fixtures.returnPolicy);
    expect(await endpoints.getShopLinks()).toEqual(fixtures.shopLinks);
  });

  test('the header menu: every category with at most 8 of its products, sold out last, at the price paid', async () => {
    const menu = await endpoints.getNavMenu();
    expect(menu).toEqual(fixtures.navMenu);
    expect(menu.map((category) => category._id)).toEqual(fixtures.categories.map((category) => category._id));
    for (const category of menu) {
      expect(category.products.length, category.name).toBeGreaterThan(0);
      expect(category.products.length, category.name).toBeLessThanOrEqual(navMenuProductLimit);
      const shown = category.products.map((item) => fixtures.products.find((product) => product._id === item._id)!);
      expect(shown.every((product) => product.category?._id === category._id)).toBe(true);
      const soldOutAtAll = (product: (typeof shown)[number]) => product.packs.every((pack) => pack.quantity === 0);
      const soldOut = shown.findIndex(soldOutAtAll);
      if (soldOut >= 0) expect(shown.slice(soldOut).every(soldOutAtAll)).toBe(true);
    }
    const matta = menu
      .flatMap((category) => category.products)
      .find((item) => item._id === 'prod-kerala-red-matta-rice-5kg');
    expect(matta).toEqual({
      _id: 'prod-kerala-red-matta-rice-5kg',
      title: 'Kerala Red Matta Rice (5 kg)',
      price: 350.1,
      packCount: 1,
      image: 'prod-kerala-red-matta-rice-5kg.svg',
    });
    const dal = menu.flatMap((category) => category.products).find((item) => item._id === 'prod-organic-toor-dal-1kg');
    expect(dal).toMatchObject({ title: 'Organic Toor Dal', price: 105, packCount: 3 });
  });

  test('search finds by title first, and blank text finds nothing', async () => {
    const found = await endpoints.searchProducts('BASMATI');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.title.toLowerCase()).toContain('basmati');
    expect(found.length).toBeLessThanOrEqual(10);
    expect(await endpoints.searchProducts('no such grain')).toEqual([]);
  });

  test('[SEARCH-04] the server receives "rice & dal" whole', async () => {
    let received: string | null = null;
    server.use(
      http.get(`${base}${paths.search}`, ({ request }) => {
        received = new URL(request.url).searchParams.get('query');
        return HttpResponse.json([]);
      }),
    );
    await endpoints.searchProducts('rice & dal');
    expect(received).toBe('rice & dal');
  });

  test('account, cart, orders and leads with a token', async () => {
    signInAs(asha);
    expect((await endpoints.getProfile()).email).toBe(asha.email);
    expect((await endpoints.getCart()).products).toHaveLength(fixtures.cartLines.length);
    expect(await endpoints.getCartItems()).toEqual(await endpoints.getCart());
    expect(await endpoints.getMyOrders()).toEqual(fixtures.orders);
    signInAs(admin);
    expect(await endpoints.getUsers()).toEqual(fixtures.users);
    expect(await endpoints.getLeads()).toEqual(fixtures.leads);
    const page = await endpoints.getAdminOrders({ page: 1 });
    expect(page).toMatchObject({ page: 1, total: fixtures.adminOrders.length });
    // [ADMIN-42] The id search: the start of an id in any case, at least 4 characters.
    const found = await endpoints.getAdminOrders({ orderId: ' ORDER-1002 ' });
    expect(found.orders.map((order) => order._id)).toEqual(['order-1002']);
    expect((await endpoints.getAdminOrders({ orderId: 'order-100' })).total).toBe(fixtures.adminOrders.length);
    expect((await endpoints.getAdminOrders({ orderId: 'ord' })).total).toBe(0);
  });

  test('the cart is priced from the catalogue', async () => {
    signInAs(asha);
    const cart = cartResponseSchema.shape.data.parse(await endpoints.getCart());
    const rice = fixtures.products.find((product) => product._id === 'prod-sona-masoori-rice-5kg')!;
    expect(cart.products[0]).toMatchObject({ quantity: 2, price: rice.effectivePrice * 2 });
    const sum = cart.products.reduce((total, line) => total + Math.round(line.price * 100), 0);
    expect(Math.round(cart.totalAmount * 100)).toBe(sum);
  });
});

describe('variants', () => {
  const token = mockToken(fixtures.users[0]!);
  const samples: [string, string][] = [
    ['catalog', paths.categories],
    ['catalog (header menu)', paths.navMenu],
    ['content', paths.footer],
    ['account', paths.users],
    ['cart', paths.cart],
    ['orders', paths.myOrders],
    ['messages', paths.leads],
  ];
  const request = (path: string, signal?: AbortSignal) =>
    fetch(base + path, { headers: { Authorization: `Bearer ${token}` }, signal });

  test.each(samples)('%s answers 200 populated and empty, 500 error, 401 unauthorized', async (_group, path) => {
    for (const [variant, status] of [
      ['populated', 200],
      ['empty', 200],
      ['error', 500],
      ['unauthorized', 401],
    ] as const) {
      serveVariant(variant);
      const response = await request(path);
      expect(response.status, variant).toBe(status);
      if (variant === 'error')
        expect(await response.json()).toEqual({ msg: 'Something went wrong. Please try again.' });
      if (variant === 'unauthorized') expect(await response.json()).toEqual({ msg: 'Please log in' });
    }
  });

  test.each(samples)('%s never answers when slow', async (_group, path) => {
    serveVariant('slow');
    await expect(request(path, AbortSignal.timeout(100))).rejects.toThrow();
  });

  test('empty answers empty lists and texts in the contract shape', async () => {
    serveVariant('empty');
    signInAs(admin);
    expect(await endpoints.getCategories()).toEqual([]);
    expect(await endpoints.getProducts()).toEqual([]);
    expect(await endpoints.getNavMenu()).toEqual([]);
    expect(await endpoints.getBestSellers(10)).toEqual([]);
    expect(await endpoints.getCarouselImages()).toEqual([]);
    expect(await endpoints.getShopLinks()).toEqual([]);
    expect((await endpoints.getFooter()).companyName).toBe('');
    expect(await endpoints.getReturnPolicy()).toEqual({ policyText: '' });
    expect((await endpoints.getCart()).products).toEqual([]);
    expect(await endpoints.getMyOrders()).toEqual([]);
    expect(await endpoints.getLeads()).toEqual([]);
    expect(await endpoints.getUsers()).toEqual([]);
    await expect(endpoints.getProduct('prod-sona-masoori-rice-5kg')).rejects.toMatchObject({ status: 404 });
  });

  test('[HOME-13] the error variant gives an empty carousel', async () => {
    serveVariant('error');
    expect(await endpoints.getCarouselImages()).toEqual([]);
  });

  test('handlers.<variant> lists every group', () => {
    for (const variant of mockVariants) expect(handlers[variant].length).toBe(handlers.populated.length);
  });
});

describe('writes change the in-memory shop until resetMockData', () => {
  test('add to cart, then the cart shows the item; checkout empties it and adds an order', async () => {
    signInAs(asha);
    const product = fixtures.products.find(
      (candidate) => !fixtures.cartLines.some((line) => line.productId === candidate._id),
    )!;
    const cart = await endpoints.addToCart({ productId: product._id, quantity: 3 });
    expect(cart.products.find((line) => line.product._id === product._id)?.quantity).toBe(3);
    expect((await endpoints.getCart()).products).toHaveLength(fixtures.cartLines.length + 1);
    const { orderId } = await endpoints.placeOrder({
      paymentType: 'cash',
      firstName: 'Asha',
      address: '21 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
    });
    expect((await endpoints.getCart()).products).toEqual([]);
    expect((await endpoints.getMyOrders())[0]?._id).toBe(orderId);
    expect(mockData.products.find((candidate) => candidate._id === product._id)?.quantity).toBe(product.quantity - 3);

    resetMockData();
    expect((await endpoints.getCart()).products).toHaveLength(fixtures.cartLines.length);
  });

  test('the empty cart variant fills with what a story adds', async () => {
    server.resetHandlers(...cartHandlers({ variant: 'empty', baseUrl: base }));
    signInAs(asha);
    expect((await endpoints.getCart()).products).toEqual([]);
    await endpoints.addOneToCart('prod-sona-masoori-rice-5kg');
    expect((await endpoints.getCartItems()).products).toHaveLength(1);
    resetMockData();
    expect((await endpoints.getCart()).products).toEqual([]);
  });

  test('the stepper cannot take a line below 1 or above the stock', async () => {
    signInAs(asha);
    await expect(endpoints.addToCart({ productId: 'prod-sona-masoori-rice-5kg', quantity: -2 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      endpoints.addToCart({ productId: 'prod-sona-masoori-rice-5kg', quantity: 10_000 }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  test('admin catalogue writes show in the lists', async () => {
    signInAs(admin);
    const category = await endpoints.addCategory({ name: 'Seeds', image: new Blob(['x'], { type: 'image/png' }) });
    expect(category).toMatchObject({ name: 'Seeds', image: `${category._id}.svg` });
    const product = await endpoints.addProduct({
      title: 'Chia Seeds (250 g)',
      description: 'Rain-fed chia',
      quantity: 12,
      price: '199.50',
      category: category._id,
    });
    expect(product).toMatchObject({ price: 199.5, effectivePrice: 199.5, image: null });
    expect((await endpoints.getNavMenu()).find((shown) => shown._id === category._id)?.products).toEqual([
      { _id: product._id, title: 'Chia Seeds (250 g)', price: 199.5, packCount: 1, image: null },
    ]);
    await endpoints.addSpecialOffer({ productId: product._id, discount: 20, discountExpiry: '2026-12-31' });
    expect((await endpoints.getProduct(product._id)).effectivePrice).toBe(159.6);
    await endpoints.addBestSeller(product._id);
    expect((await endpoints.getBestSellers()).map((found) => found._id)).toContain(product._id);
    await expect(endpoints.deleteCategory(category._id)).rejects.toMatchObject({ status: 409 });
    await endpoints.deleteProduct(product._id);
    await endpoints.deleteCategory(category._id);
    expect((await endpoints.getCategories()).map((found) => found._id)).not.toContain(category._id);
  });

  test('content and messages writes', async () => {
    signInAs(admin);
    await endpoints.updateFooter({ ...fixtures.footer, companyName: 'Dhanya Stores' });
    expect((await endpoints.getFooter()).companyName).toBe('Dhanya Stores');
    await endpoints.updateReturnPolicy('Returns within 7 days.');
    expect(await endpoints.getReturnPolicy()).toEqual({ policyText: 'Returns within 7 days.' });
    await endpoints.addShopLink({ title: 'Monsoon Picks', category: 'collection', image: new Blob(['x']) });
    await expect(endpoints.addShopLink({ title: 'No picture', category: 'collection' })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'All fields are required',
    });
    expect((await endpoints.getShopLinks()).map((link) => link.title)).toContain('Monsoon Picks');
    await endpoints.addCarouselImage({ title: 'Harvest', description: 'Fresh paddy', image: new Blob(['x']) });
    expect(await endpoints.getCarouselImages()).toHaveLength(fixtures.carouselImages.length + 1);
    await endpoints.sendLead({ name: 'Kiran', email: 'kiran@example.in' });
    expect((await endpoints.getLeads())[0]?.name).toBe('Kiran');
    await endpoints.updateLead('lead-1', { name: 'Lakshmi R. Iyer', email: 'lakshmi.iyer@example.in' });
    await endpoints.deleteLead('lead-2');
    expect((await endpoints.getLeads()).map((lead) => lead.name)).toEqual([
      'Kiran',
      'Lakshmi R. Iyer',
      'Fatima Sheikh',
    ]);
    expect(await endpoints.sendContactMessage({ name: 'Kiran', email: 'kiran@example.in', message: 'Hello' })).toMatch(
      /thank/i,
    );
    await endpoints.updateOrderStatus('order-1003', 'shipped');
    expect((await endpoints.getAdminOrders()).orders.find((order) => order._id === 'order-1003')?.status).toBe(
      'shipped',
    );
  });

  test('[SERVER-10] admin calls need an admin: 401 without a token, 403 for a shopper', async () => {
    await expect(endpoints.getLeads()).rejects.toMatchObject({ status: 401 });
    signInAs(asha);
    await expect(endpoints.deleteCategory('cat-rice')).rejects.toMatchObject({ status: 403 });
  });

  test('login answers a token for the demo password and 401 otherwise', async () => {
    const answer = await endpoints.login({ email: admin.email, password: mockPassword });
    expect(answer).toMatchObject({ token: mockToken(admin), user: { role: 1 } });
    await expect(endpoints.login({ email: admin.email, password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid email or password',
    });
    const user = await endpoints.signup({
      firstName: 'Kiran',
      lastName: 'Rao',
      email: 'Kiran@Example.in',
      phoneNumber: '98765 43210',
      countryCode: '+91',
      password: 'secret1',
      confirmPassword: 'secret1',
      country: 'India',
      region: 'Karnataka',
    });
    expect(user).toMatchObject({ email: 'kiran@example.in', phoneNumber: '9876543210', role: 0 });
    expect(user).not.toHaveProperty('password');
  });

  test('a validation failure answers 400 with the schema message', async () => {
    await expect(endpoints.sendLead({ name: '', email: 'kiran@example.in' })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Name is required',
    });
  });
});

describe('uploads', () => {
  test('every demo picture is served as SVG', async () => {
    const files = [
      ...fixtures.products.map((product) => paths.upload('products', product.image!)),
      ...fixtures.categories.map((category) => paths.upload('category', category.image!)),
      ...fixtures.carouselImages.map((image) => image.imageUrl),
      ...fixtures.shopLinks.map((link) => paths.upload('shoplinks', link.image!)),
    ];
    for (const file of files) {
      const response = await fetch(base + file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg/);
    }
  });

  test('any other file is missing', async () => {
    expect((await fetch(`${base}/uploads/products/unknown.png`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/category/prod-sona-masoori-rice-5kg.svg`)).status).toBe(404);
  });
});

test('catalogHandlers takes a variant on its own', async () => {
  server.resetHandlers(...catalogHandlers({ variant: 'error', baseUrl: base }));
  await expect(endpoints.getCategories()).rejects.toMatchObject({ status: 500 });
});

describe('calls beyond the spec: logout, about and terms edits, contact messages', () => {
  test('[ACCOUNT-33] logout tells the server and clears token and role', async () => {
    signInAs(asha);
    localStorage.setItem('role', '0');
    await endpoints.logout();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(mockData.users.find((user) => user._id === asha._id)?.lastLogout).toEqual(expect.any(String));
  });

  test('an admin signs a user out everywhere; a shopper may not', async () => {
    signInAs(admin);
    expect(await endpoints.endUserSessions(asha._id)).toEqual({ msg: 'Ended 2 sessions', ended: 2 });
    expect(await endpoints.endUserSessions(asha._id)).toEqual({ msg: 'Ended 0 sessions', ended: 0 });
    expect(await endpoints.endUserSessions(admin._id)).toEqual({ msg: 'Ended 1 session', ended: 1 });
    await expect(endpoints.endUserSessions('user-nobody')).rejects.toMatchObject({ status: 404 });
    signInAs(ravi);
    await expect(endpoints.endUserSessions(asha._id)).rejects.toMatchObject({ status: 403 });
    signInAs(null);
    await expect(endpoints.endUserSessions(asha._id)).rejects.toMatchObject({ status: 401 });
  });

  test('an admin edits the About and Terms pages; a shopper may not', async () => {
    signInAs(admin);
    const about = { ...fixtures.about, title: 'About Dhanya Organics' };
    expect((await endpoints.updateAbout(about)).title).toBe('About Dhanya Organics');
    expect((await endpoints.getAbout()).title).toBe('About Dhanya Organics');
    expect((await endpoints.updateTerms({ title: 'Terms', content: 'Be kind.' })).content).toBe('Be kind.');
    signInAs(ravi);
    await expect(endpoints.updateTerms({ title: 'Terms', content: 'x' })).rejects.toMatchObject({ status: 403 });
  });

  test('[SERVER-13] contact messages reach the admin only', async () => {
    await endpoints.sendContactMessage({
      name: 'Meera',
      email: 'meera@example.in',
      message: 'Do you deliver to Mysuru?',
    });
    signInAs(admin);
    expect(await endpoints.getContactMessages()).toEqual([expect.objectContaining({ name: 'Meera' })]);
    signInAs(asha);
    await expect(endpoints.getContactMessages()).rejects.toMatchObject({ status: 403 });
  });
});
