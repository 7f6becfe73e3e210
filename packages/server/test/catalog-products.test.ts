import { randomUUID } from 'node:crypto';
import { errorSchema, paths, productListSchema, productSchema, type Product } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderLines, orders, products } from '../src/db/schema.js';
import { catalogTestKit, pngFile, type CatalogTestKit } from './catalog-support.js';
import { bearer, createTestApp, type TestApp } from './harness.js';
import { cartLineOf } from './shop-support.js';

let t: TestApp;
let kit: CatalogTestKit;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await catalogTestKit(t);
  categoryId = (await kit.addCategory('Rice'))._id;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const remove = (url: string, headers: Record<string, string> = kit.adminHeaders) =>
  t.app.inject({ method: 'DELETE', url, headers });
const json = (body: unknown) => ({
  headers: { ...kit.adminHeaders, 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});
const productForm = (fields: Record<string, string | undefined> = {}) => ({
  title: 'Sona Masoori Rice',
  description: 'Lightweight and aromatic, from Raichur',
  quantity: '40',
  price: '33.10',
  category: categoryId,
  ...fields,
});
const storedRow = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const productCount = async () => (await t.db.select({ id: products.id }).from(products)).length;

describe('products: public reads', () => {
  it('[API-08] GET /api/product/get lists every product in the API shape', async () => {
    const basmati = await kit.addProduct({ title: 'Basmati Rice', category: categoryId }, true);
    const response = await get(paths.products);
    expect(response.statusCode).toBe(200);
    const list = productListSchema.parse(response.json());
    const listed = list.find((product) => product._id === basmati._id);
    expect(listed).toEqual(basmati);
    expect(listed).toMatchObject({
      title: 'Basmati Rice',
      quantity: 25,
      price: 120.5,
      effectivePrice: 120.5,
      category: { _id: categoryId, name: 'Rice' },
      image: expect.stringMatching(/^[0-9a-f-]{36}\.webp$/),
      discount: null,
      discountExpiry: null,
      isBestSeller: false,
    });
  });

  it('[API-09] GET /api/product/{id} answers the product', async () => {
    const product = await kit.addProduct();
    const response = await get(paths.product(product._id));
    expect(response.statusCode).toBe(200);
    expect(productSchema.parse(response.json())).toEqual(product);
  });

  it('[API-09] [SERVER-16] an unknown or malformed product id is a 404 {msg}', async () => {
    for (const id of [randomUUID(), 'not-an-id', "' OR 1=1 --", '42']) {
      const response = await get(paths.product(id));
      expect(response.statusCode, id).toBe(404);
      expect(errorSchema.strict().parse(response.json()).msg, id).toMatch(/not found/i);
    }
  });

  it('[API-03] the fixed product paths reach their own handlers, never GET /api/product/{id}', async () => {
    await kit.addProduct({ title: 'Kolam Rice' });
    for (const url of [
      '/api/product/get',
      '/api/product/bestseller',
      '/api/product/specialoffer',
      '/api/product/new-arrivals',
      '/api/product/search',
      '/api/product/search?query=kolam',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(Array.isArray(response.json()), url).toBe(true);
      productListSchema.parse(response.json());
    }
    expect((await get('/api/product/search?query=kolam')).json()[0].title).toBe('Kolam Rice');
  });

  it('[API-12] GET /api/product/new-arrivals lists the newest products first, at most 20', async () => {
    const added: Product[] = [];
    for (const title of ['First Harvest', 'Second Harvest', 'Third Harvest'])
      added.push(await kit.addProduct({ title }));
    const response = await get(paths.newArrivals);
    expect(response.statusCode).toBe(200);
    const list = productListSchema.parse(response.json());
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.slice(0, 3).map((product) => product.title)).toEqual([
      'Third Harvest',
      'Second Harvest',
      'First Harvest',
    ]);
    const times = list.map((product) => Date.parse(product.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('[SERVER-05] product reads need no token and ignore an invalid one', async () => {
    const product = await kit.addProduct();
    for (const url of [paths.products, paths.product(product._id), paths.newArrivals, `${paths.search}?query=rice`]) {
      const response = await get(url, { authorization: 'Bearer expired.or.forged' });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('products: the read cache', () => {
  it('[API-08] [API-09] reads carry an ETag, a matching If-None-Match is a 304, and an admin write is seen at once', async () => {
    const product = await kit.addProduct({ title: 'Red Rice' });
    const first = await get(paths.products);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await get(paths.products, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const detail = await get(paths.product(product._id));
    const renamed = await kit.send('PUT', paths.updateProduct(product._id), productForm({ title: 'Matta Red Rice' }));
    expect(renamed.statusCode).toBe(200);

    const changed = await get(paths.products, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(productListSchema.parse(changed.json()).map((listed) => listed.title)).toContain('Matta Red Rice');
    const detailAfter = await get(paths.product(product._id), { 'if-none-match': String(detail.headers.etag) });
    expect(detailAfter.statusCode).toBe(200);
    expect(detailAfter.json().title).toBe('Matta Red Rice');
  });
});

describe('products: admin writes', () => {
  it('[API-33] [SERVER-30] POST /api/product/add creates a product; ₹33.10 is stored as 3310 paise exactly', async () => {
    const response = await kit.send('POST', paths.addProduct, { ...productForm(), image: await pngFile() });
    expect(response.statusCode).toBe(201);
    const product = productSchema.parse(response.json());
    expect(product).toMatchObject({ title: 'Sona Masoori Rice', quantity: 40, price: 33.1, effectivePrice: 33.1 });
    expect(await kit.isStored('products', product.image)).toBe(true);

    const row = await storedRow(product._id);
    expect(row!.pricePaise).toBe(3310);
    // 3 × ₹33.10 in paise is exact: ₹99.30, not 99.30000000000001.
    expect((3 * row!.pricePaise) / 100).toBe(99.3);
    expect(productSchema.parse((await get(paths.product(product._id))).json()).price).toBe(33.1);
  });

  it('[SERVER-30] prices with up to 2 decimals round-trip exactly', async () => {
    for (const [price, paise, rupees] of [
      ['0', 0, 0],
      ['0.1', 10, 0.1],
      ['0.29', 29, 0.29],
      ['1.00', 100, 1],
      ['19999.99', 1999999, 19999.99],
    ] as const) {
      const response = await kit.send('POST', paths.addProduct, productForm({ price }));
      expect(response.statusCode, price).toBe(201);
      const product = productSchema.parse(response.json());
      expect(product.price, price).toBe(rupees);
      expect((await storedRow(product._id))!.pricePaise, price).toBe(paise);
    }
  });

  it('[SERVER-17] an invalid product form is a 400 {msg} and stores nothing', async () => {
    const before = await productCount();
    const cases: Record<string, Record<string, string | undefined>> = {
      'no title': { title: undefined },
      'blank title': { title: '   ' },
      'long title': { title: 'x'.repeat(201) },
      'blank description': { description: '' },
      'no quantity': { quantity: undefined },
      'blank quantity': { quantity: ' ' },
      'negative quantity': { quantity: '-1' },
      'fractional quantity': { quantity: '1.5' },
      'text quantity': { quantity: 'ten' },
      'no price': { price: undefined },
      'negative price': { price: '-1' },
      'three decimals': { price: '12.345' },
      'text price': { price: 'free' },
      'exponent price': { price: '1e3' },
      'huge price': { price: '99999999999' },
      'no category': { category: undefined },
      'unknown category': { category: randomUUID() },
      'malformed category': { category: "' OR 1=1 --" },
    };
    for (const [name, fields] of Object.entries(cases)) {
      const response = await kit.send('POST', paths.addProduct, { ...productForm(fields), image: await pngFile() });
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json()), name).toEqual(['msg']);
    }
    expect(await productCount()).toBe(before);
    const unknown = await kit.send('POST', paths.addProduct, productForm({ category: randomUUID() }));
    expect(unknown.json()).toEqual({ msg: 'Category not found' });
    const quantity = await kit.send('POST', paths.addProduct, productForm({ quantity: '-3' }));
    expect(quantity.json()).toEqual({ msg: 'Quantity must be a whole number of 0 or more' });
  });

  it('[SERVER-15] fields a client may not set are ignored on add', async () => {
    const response = await kit.send('POST', paths.addProduct, {
      ...productForm(),
      _id: randomUUID(),
      discount: '50',
      isBestSeller: 'true',
      createdAt: '2000-01-01',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ discount: null, isBestSeller: false });
    expect(response.json().createdAt).not.toMatch(/^2000/);
  });

  it('[API-33] PUT /api/product/update/{id} replaces the details and keeps the image when none is sent', async () => {
    const product = await kit.addProduct({}, true);
    const flours = await kit.addCategory('Flours');
    const response = await kit.send(
      'PUT',
      paths.updateProduct(product._id),
      productForm({ title: 'Ragi Flour', quantity: '7', price: '89.90', category: flours._id }),
    );
    expect(response.statusCode).toBe(200);
    const updated = productSchema.parse(response.json());
    expect(updated).toMatchObject({
      _id: product._id,
      title: 'Ragi Flour',
      quantity: 7,
      price: 89.9,
      category: { _id: flours._id, name: 'Flours' },
      image: product.image,
      createdAt: product.createdAt,
    });
    expect(await kit.isStored('products', product.image)).toBe(true);
  });

  it('[SERVER-17] [SERVER-16] update: 400 for an invalid form, 404 for unknown ids', async () => {
    const product = await kit.addProduct({ title: 'Unchanged' });
    const invalid = await kit.send('PUT', paths.updateProduct(product._id), productForm({ price: '-5' }));
    expect(invalid.statusCode).toBe(400);
    expect(errorSchema.parse(invalid.json()).msg).toMatch(/Price/);
    const badCategory = await kit.send(
      'PUT',
      paths.updateProduct(product._id),
      productForm({ category: randomUUID() }),
    );
    expect(badCategory.statusCode).toBe(400);
    expect((await storedRow(product._id))!.title).toBe('Unchanged');
    for (const id of [randomUUID(), 'nope']) {
      const missing = await kit.send('PUT', paths.updateProduct(id), productForm());
      expect(missing.statusCode, id).toBe(404);
      expect(errorSchema.parse(missing.json()).msg).toMatch(/not found/i);
    }
  });

  it('[SERVER-41] a new product image replaces the old one, whose files are removed; delete removes them too', async () => {
    const product = await kit.addProduct({}, true);
    const response = await kit.send('PUT', paths.updateProduct(product._id), {
      ...productForm(),
      image: await pngFile('#173334'),
    });
    expect(response.statusCode).toBe(200);
    const updated = productSchema.parse(response.json());
    expect(updated.image).not.toBe(product.image);
    expect(await kit.isStored('products', product.image)).toBe(false);
    expect(await kit.isStored('products', updated.image)).toBe(true);

    expect((await remove(paths.deleteProduct(product._id))).statusCode).toBe(200);
    expect(await kit.isStored('products', updated.image)).toBe(false);
  });

  it('[API-33] DELETE /api/product/{id} deletes the product; unknown ids are a 404 {msg}', async () => {
    const product = await kit.addProduct();
    const response = await remove(paths.deleteProduct(product._id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Product deleted' });
    expect((await get(paths.product(product._id))).statusCode).toBe(404);
    for (const id of [product._id, 'nope']) {
      const again = await remove(paths.deleteProduct(id));
      expect(again.statusCode, id).toBe(404);
      expect(errorSchema.parse(again.json()).msg).toMatch(/not found/i);
    }
  });

  it('[SERVER-47] deleting a product removes it from carts, best sellers and offers; past orders keep their snapshot', async () => {
    const product = await kit.addProduct({ title: 'Jeerakasala Rice', price: '210.00' });
    const keeper = await kit.addProduct({ title: 'Another Rice' });
    const customer = await t.signup();
    await t.db
      .insert(cartItems)
      .values([
        await cartLineOf(t.db, customer.id, product._id, 2),
        await cartLineOf(t.db, customer.id, keeper._id, 1),
      ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    for (const [url, body] of [
      [paths.addBestSeller, { productId: product._id }],
      [paths.addSpecialOffer, { productId: product._id, discount: 10, discountExpiry: tomorrow }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, ...json(body) });
      expect(response.statusCode, url).toBeLessThan(300);
    }
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: customer.id,
        paymentType: 'COD',
        totalPaise: 42000,
        firstName: 'Asha',
        address: '12 MG Road',
        city: 'Mysuru',
        state: 'Karnataka',
        zip: '570001',
      })
      .returning();
    await t.db.insert(orderLines).values({
      orderId: order!.id,
      productId: product._id,
      title: 'Jeerakasala Rice',
      image: product.image,
      unitPricePaise: 21000,
      quantity: 2,
      linePricePaise: 42000,
      position: 0,
    });
    const listed = async (url: string) => productListSchema.parse((await get(url)).json()).map((item) => item._id);
    expect(await listed(paths.bestSellers)).toContain(product._id);
    expect(await listed(paths.specialOffers)).toContain(product._id);

    expect((await remove(paths.deleteProduct(product._id))).statusCode).toBe(200);

    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, customer.id));
    expect(cart.map((line) => line.productId)).toEqual([keeper._id]);
    expect(await listed(paths.bestSellers)).not.toContain(product._id);
    expect(await listed(paths.specialOffers)).not.toContain(product._id);
    expect(await listed(`${paths.products}?type=specialoffer`)).not.toContain(product._id);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: product._id,
        title: 'Jeerakasala Rice',
        unitPricePaise: 21000,
        quantity: 2,
        linePricePaise: 42000,
      }),
    ]);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept!.totalPaise).toBe(42000);
  });

  it('[SERVER-10] product add, update and delete need an admin: 401 without a token, 403 for a customer', async () => {
    const product = await kit.addProduct({ title: 'Guarded' });
    const before = await productCount();
    const calls = [
      (headers: Record<string, string>) => kit.send('POST', paths.addProduct, productForm(), headers),
      (headers: Record<string, string>) =>
        kit.send('PUT', paths.updateProduct(product._id), productForm({ title: 'Taken over' }), headers),
      (headers: Record<string, string>) => remove(paths.deleteProduct(product._id), headers),
    ];
    const forged = bearer(`${kit.adminHeaders.authorization.slice('Bearer '.length)}x`);
    for (const call of calls) {
      for (const headers of [{}, forged]) {
        const anonymous = await call(headers);
        expect(anonymous.statusCode).toBe(401);
        expect(errorSchema.parse(anonymous.json()).msg).toBe('Please log in');
      }
      const customer = await call(kit.customerHeaders);
      expect(customer.statusCode).toBe(403);
      expect(errorSchema.parse(customer.json()).msg).toBe('Only the shop admin can do this');
    }
    expect(await productCount()).toBe(before);
    expect((await storedRow(product._id))!.title).toBe('Guarded');
  });
});
