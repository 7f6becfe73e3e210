import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ROLE_KEY, TOKEN_KEY, api } from '../client';
import type { Product } from '../schemas/catalog';
import { endUserSessions, getUsers, logout, storeSession } from './account';
import { addCarouselImage, deleteCarouselImage, getCarouselImages, updateCarouselImage } from './carousel';
import {
  addOneToCart,
  addToCart,
  getCart,
  getCartItems,
  placeOrder,
  placeSimpleOrder,
  removeCartItem,
  removeFromCart,
} from './cart';
import { addCategory, deleteCategory, getCategories, updateCategory } from './categories';
import { updateFooter, updateReturnPolicy } from './content';
import { deleteLead, getLeads, updateLead } from './messages';
import { addBestSeller, addSpecialOffer, removeBestSeller, removeSpecialOffer } from './offers';
import { getAdminOrders, getMyOrders, updateOrderStatus } from './orders';
import { addProduct, deleteProduct, searchProducts, updateProduct } from './products';
import { addShopLink, deleteShopLink, updateShopLink } from './shop-links';
import { onePackProduct } from '../one-pack-product';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

let calls: Call[] = [];

/** Stubs the global fetch the shared `api` client uses; every call answers `status` `body`. */
function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body,
      });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
}

function failNetwork() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

const product: Product = onePackProduct({
  _id: 'prod-1',
  title: 'Sona Masoori Rice 5 kg',
  description: 'Everyday rice',
  quantity: 10,
  price: 450,
  effectivePrice: 450,
  category: { _id: 'cat-rice', name: 'Rice' },
  image: 'prod-1.svg',
  discount: null,
  discountExpiry: null,
  isBestSeller: false,
  rating: null,
  reviewCount: null,
  createdAt: '2026-10-01T00:00:00.000Z',
});
const category = { _id: 'cat-rice', name: 'Rice', image: 'cat-rice.svg' };
const cart = {
  products: [
    {
      _id: 'line-1',
      product: { _id: 'prod-1', title: product.title, description: '', price: 450, image: null },
      pack: { _id: 'prod-1-pack', label: '1 pack' },
      quantity: 2,
      price: 900,
    },
  ],
  totalAmount: 900,
};
const footer = {
  companyName: 'Dhanya',
  companyTagline: 'Grains',
  address: 'Mysuru',
  email: 'hello@dhanya.in',
  phone: '+91 98450 00000',
  socialLinks: { facebook: '', twitter: '', instagram: '', linkedin: '' },
  legalLinks: [],
};
const checkoutForm = {
  paymentType: 'cash' as const,
  firstName: 'Asha',
  lastName: '',
  address: '12 Temple Road',
  address2: '',
  city: 'Mysuru',
  state: 'Karnataka',
  zip: '570001',
};
const lead = { name: 'Asha', email: 'asha@example.in', phone: '', message: '' };

beforeEach(() => {
  calls = [];
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  api.setUnauthorizedHandler(() => {});
});

describe('[AUTH-03] every admin call sends the bearer token', () => {
  const image = new Blob(['png'], { type: 'image/png' });
  const adminCalls: [string, string, string, () => Promise<unknown>, unknown][] = [
    ['category add', 'POST', '/api/category/add', () => addCategory({ name: 'Rice', image }), category],
    [
      'category update',
      'PUT',
      '/api/category/update/cat-rice',
      () => updateCategory('cat-rice', { name: 'Rice' }),
      category,
    ],
    ['category delete', 'DELETE', '/api/category/delet/cat-rice', () => deleteCategory('cat-rice'), { msg: 'Deleted' }],
    [
      'image add',
      'POST',
      '/api/images/add',
      () => addCarouselImage({ title: 'Harvest', description: 'Fresh', image }),
      {},
    ],
    [
      'image update',
      'PUT',
      '/api/images/update/img-1',
      () => updateCarouselImage('img-1', { title: 'T', description: 'D' }),
      {},
    ],
    ['image delete', 'DELETE', '/api/images/img-1', () => deleteCarouselImage('img-1'), {}],
    ['lead list', 'GET', '/api/lead/getall', () => getLeads(), []],
    ['lead edit', 'PUT', '/api/lead/lead-1', () => updateLead('lead-1', lead), {}],
    ['lead delete', 'DELETE', '/api/lead/lead-1', () => deleteLead('lead-1'), {}],
    [
      'shop link create',
      'POST',
      '/api/shoplink/createShopLink',
      () => addShopLink({ title: 'New', category: 'collection', image }),
      {},
    ],
    [
      'shop link update',
      'PUT',
      '/api/shoplink/updateShopLink/sl-1',
      () => updateShopLink('sl-1', { title: 'New', category: 'new-arrival' }),
      {},
    ],
    ['shop link delete', 'DELETE', '/api/shoplink/deleteShopLink/sl-1', () => deleteShopLink('sl-1'), {}],
    [
      'product add',
      'POST',
      '/api/product/add',
      () => addProduct({ title: 'T', description: 'D', quantity: 1, price: '10', category: 'cat-rice' }),
      product,
    ],
    [
      'product update',
      'PUT',
      '/api/product/update/prod-1',
      () => updateProduct('prod-1', { title: 'T', description: 'D', quantity: 1, price: 10, category: 'c' }),
      product,
    ],
    ['product delete', 'DELETE', '/api/product/prod-1', () => deleteProduct('prod-1'), {}],
    [
      'special offer create',
      'POST',
      '/api/product/specialoffer/create',
      () => addSpecialOffer({ productId: 'prod-1', discount: 10, discountExpiry: '2026-12-31' }),
      {},
    ],
    [
      'special offer delete',
      'DELETE',
      '/api/product/specialoffer/delete/prod-1',
      () => removeSpecialOffer('prod-1'),
      {},
    ],
    [
      'pack special offer delete',
      'DELETE',
      '/api/product/specialoffer/delete/prod-1?packId=prod-1-pack',
      () => removeSpecialOffer('prod-1', 'prod-1-pack'),
      {},
    ],
    ['best seller create', 'POST', '/api/product/bestseller/create', () => addBestSeller('prod-1'), {}],
    ['best seller delete', 'DELETE', '/api/product/bestseller/delete/prod-1', () => removeBestSeller('prod-1'), {}],
    ['footer update', 'PUT', '/api/footer/updatefooter', () => updateFooter(footer), footer],
    [
      'return policy update',
      'PUT',
      '/api/return-policy',
      () => updateReturnPolicy({ policyText: '30 days' }),
      { policyText: '30 days' },
    ],
    ['user list', 'GET', '/api/user/admin/users', () => getUsers(), { users: [] }],
    [
      'user sessions end',
      'DELETE',
      '/api/user/admin/users/user-asha/sessions',
      () => endUserSessions('user-asha'),
      { msg: 'Ended 2 sessions', ended: 2 },
    ],
    [
      'orders list',
      'GET',
      '/api/admin/orders?page=2',
      () => getAdminOrders({ page: 2 }),
      { orders: [], page: 2, pageSize: 20, total: 0 },
    ],
    ['order status', 'PUT', '/api/admin/orders/ord-1/status', () => updateOrderStatus('ord-1', 'shipped'), {}],
  ];

  test.each(adminCalls)('%s: %s %s', async (_name, method, url, call, body) => {
    localStorage.setItem(TOKEN_KEY, 'admin-token');
    answer(200, body);
    await call();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url, headers: { Authorization: 'Bearer admin-token' } });
  });
});

describe('multipart uploads', () => {
  test('[API-02] a product is sent as FormData with its fields and image, without a JSON content type', async () => {
    answer(201, product);
    const image = new File(['png'], 'rice.png', { type: 'image/png' });
    await addProduct({ title: 'Rice', description: 'Good', quantity: 5, price: '249.50', category: 'cat-rice', image });
    const body = calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      title: 'Rice',
      description: 'Good',
      quantity: '5',
      price: '249.50',
      category: 'cat-rice',
    });
    expect((body.get('image') as File).name).toBe('rice.png');
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  test('a product form with packs sends them as one JSON text field', async () => {
    answer(200, product);
    const packs = JSON.stringify([{ label: '1 kg', netQuantity: 1, unit: 'kg', price: 10, quantity: 4, sku: 'R-1KG' }]);
    await updateProduct('prod-1', { title: 'T', description: 'D', quantity: 4, price: 10, category: 'c', packs });
    expect((calls[0]?.body as FormData).get('packs')).toBe(packs);
  });

  test('an update without a new image sends no image field, so the old one is kept', async () => {
    answer(200, category);
    await updateCategory('cat-rice', { name: 'Rice & Grains' });
    const body = calls[0]?.body as FormData;
    expect(body.get('name')).toBe('Rice & Grains');
    expect(body.has('image')).toBe(false);
  });
});

describe('[AUTH-04] every cart and order call sends the bearer token', () => {
  const cartCalls: [string, string, string, () => Promise<unknown>, unknown][] = [
    ['cart', 'GET', '/cart/getcart', () => getCart(), { data: cart, msg: 'ok' }],
    ['add to cart', 'POST', '/cart/addcart', () => addToCart({ productId: 'prod-1', quantity: -1 }), { data: cart }],
    ['remove from cart', 'DELETE', '/cart/deletcart/prod-1', () => removeFromCart('prod-1'), { data: cart }],
    ['checkout', 'POST', '/cart/checkout', () => placeOrder(checkoutForm), { data: { orderId: 'ord-1' } }],
    ['cart items', 'GET', '/api/cart/getcart', () => getCartItems(), { data: cart }],
    ['add one', 'POST', '/api/cart/addcart', () => addOneToCart('prod-1'), { cartItem: cart.products[0] }],
    ['remove item', 'DELETE', '/api/cart/deletcart/prod-1', () => removeCartItem('prod-1'), {}],
    ['simple checkout', 'POST', '/api/check/checkout', () => placeSimpleOrder(checkoutForm), { msg: 'Order placed' }],
    ['my orders', 'GET', '/api/user/orders', () => getMyOrders(), { orders: [] }],
  ];

  test.each(cartCalls)('%s: %s %s', async (_name, method, url, call, body) => {
    localStorage.setItem(TOKEN_KEY, 'shopper-token');
    answer(200, body);
    await call();
    expect(calls[0]).toMatchObject({ method, url, headers: { Authorization: 'Bearer shopper-token' } });
  });

  test('add one to cart sends quantity 1; checkout sends the form as JSON', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    answer(201, { cartItem: cart.products[0] });
    await addOneToCart('prod-1');
    expect(JSON.parse(calls[0]?.body as string)).toEqual({ productId: 'prod-1', quantity: 1 });
    answer(201, { data: { orderId: 'ord-9' } });
    await expect(placeOrder(checkoutForm)).resolves.toEqual({ orderId: 'ord-9' });
    expect(JSON.parse(calls[1]?.body as string)).toEqual(checkoutForm);
  });

  test.each([{ data: {} }, { data: { orderId: '' } }, { msg: 'Order placed successfully!' }])(
    '[CART-26] a production build refuses a success answer without an order id: %j',
    async (body) => {
      vi.stubEnv('DEV', false);
      localStorage.setItem(TOKEN_KEY, 't');
      answer(201, body);
      await expect(placeOrder(checkoutForm)).rejects.toThrow('no order id');
    },
  );
});

// "rice & dal" on the wire and at the server: the SEARCH-04 journey in tests/e2e/search.spec.ts.
describe('search', () => {
  test.each(['#', '%', '+', '?', 'basmati #1 100% + more?', 'a=b&c'])(
    '[SEARCH-04] %j arrives unchanged',
    async (text) => {
      answer(200, []);
      await searchProducts(text);
      const url = new URL(calls[0]!.url, 'http://shop');
      expect(url.pathname).toBe('/api/product/search');
      expect(url.hash).toBe('');
      expect([...url.searchParams.keys()]).toEqual(['query']);
      expect(url.searchParams.get('query')).toBe(text);
    },
  );
});

describe('[HOME-13] carousel images', () => {
  const image = { _id: 'img-1', title: 'Harvest', description: 'Fresh', imageUrl: 'img-1.svg' };

  test('a good answer gives its images', async () => {
    answer(200, { success: true, images: [image] });
    await expect(getCarouselImages()).resolves.toEqual([image]);
  });

  test.each([
    ['success false', { success: false, images: [image] }],
    ['no success flag', { images: [image] }],
    ['a bare array', [image]],
    ['images not a list', { success: true, images: 'none' }],
    ['no body', undefined],
  ])('%s gives an empty list', async (_name, body) => {
    answer(200, body);
    await expect(getCarouselImages()).resolves.toEqual([]);
  });

  test('a failed request gives an empty list', async () => {
    answer(500, { msg: 'Something went wrong. Please try again.' });
    await expect(getCarouselImages()).resolves.toEqual([]);
    failNetwork();
    await expect(getCarouselImages()).resolves.toEqual([]);
  });
});

describe('[API-06] category list', () => {
  test('accepts an array and an object with a categories array', async () => {
    answer(200, [category]);
    await expect(getCategories()).resolves.toEqual([category]);
    answer(200, { categories: [category] });
    await expect(getCategories()).resolves.toEqual([category]);
  });
});

describe('login and session', () => {
  test('[ACCOUNT-33] [AUTH-05] logout tells the server who leaves, and clears token and role even when it fails', async () => {
    storeSession('jwt', '0');
    answer(200, { msg: 'Logged out' });
    await logout();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/user/logout' })]);
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer jwt' });
    expect([localStorage.getItem(TOKEN_KEY), localStorage.getItem(ROLE_KEY)]).toEqual([null, null]);

    storeSession('jwt', '0');
    answer(500, { msg: 'Something went wrong. Please try again.' });
    await logout().catch(() => undefined);
    expect([localStorage.getItem(TOKEN_KEY), localStorage.getItem(ROLE_KEY)]).toEqual([null, null]);
  });
});
