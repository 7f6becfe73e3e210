import { randomUUID } from 'node:crypto';
import { errorSchema, paths, productListSchema, productSchema, type Product } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { catalogTestKit, type CatalogTestKit } from './catalog-support.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let kit: CatalogTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await catalogTestKit(t);
});
afterAll(() => t?.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, body: unknown, headers: Record<string, string> = kit.adminHeaders) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const remove = (url: string, headers: Record<string, string> = kit.adminHeaders) =>
  t.app.inject({ method: 'DELETE', url, headers });
const ids = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return productListSchema.parse(response.json()).map((product) => product._id);
};
const productView = async (id: string) => productSchema.parse((await get(paths.product(id))).json());
const offer = (product: Product, discount: number | string = 20, discountExpiry = inDays(7)) =>
  post(paths.addSpecialOffer, { productId: product._id, discount, discountExpiry });

describe('best sellers', () => {
  it('[API-35] [SERVER-20] create answers 200 and lists the product; delete answers 200 and takes it off', async () => {
    const product = await kit.addProduct({ title: 'Kala Namak Rice' });
    const created = await post(paths.addBestSeller, { productId: product._id });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ msg: 'Best seller added!' });
    expect(await ids(paths.bestSellers)).toContain(product._id);
    expect((await productView(product._id)).isBestSeller).toBe(true);

    const again = await post(paths.addBestSeller, { productId: product._id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: 'This product is already a best seller' });

    const removed = await remove(paths.removeBestSeller(product._id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ msg: 'Best seller removed' });
    expect(await ids(paths.bestSellers)).not.toContain(product._id);
    expect((await productView(product._id)).isBestSeller).toBe(false);
  });

  it('[SERVER-20] [SERVER-16] a best seller needs an existing product: 404 {msg}; a missing productId is a 400', async () => {
    for (const productId of [randomUUID(), 'not-an-id', "' OR 1=1 --"]) {
      const response = await post(paths.addBestSeller, { productId });
      expect(response.statusCode, productId).toBe(404);
      expect(response.json()).toEqual({ msg: 'Product not found' });
    }
    for (const body of [{}, { productId: '' }, { productId: 7 }]) {
      const response = await post(paths.addBestSeller, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['msg']);
    }
    for (const id of [randomUUID(), 'nope']) {
      const response = await remove(paths.removeBestSeller(id));
      expect(response.statusCode, id).toBe(404);
      errorSchema.parse(response.json());
    }
  });

  it('[API-10] [SERVER-25] ?limit caps the list (at most 50, invalid means 10); without limit all are listed', async () => {
    const chosen: string[] = [];
    for (let index = 0; index < 12; index++) {
      const product = await kit.addProduct({ title: `Best ${String(index).padStart(2, '0')}` });
      expect((await post(paths.addBestSeller, { productId: product._id })).statusCode).toBe(200);
      chosen.push(product._id);
    }
    const all = await ids(paths.bestSellers);
    expect(all).toEqual(expect.arrayContaining(chosen));
    expect(all.length).toBeGreaterThanOrEqual(12);
    // Listed in the order they were chosen.
    expect(all.filter((id) => chosen.includes(id))).toEqual(chosen);

    expect(await ids(`${paths.bestSellers}?limit=10`)).toEqual(all.slice(0, 10));
    expect(await ids(`${paths.bestSellers}?limit=3`)).toEqual(all.slice(0, 3));
    expect(await ids(`${paths.bestSellers}?limit=500`)).toEqual(all.slice(0, 50));
    for (const invalid of ['0', '-2', '2.5', 'ten', '']) {
      expect(await ids(`${paths.bestSellers}?limit=${invalid}`), invalid).toEqual(all.slice(0, 10));
    }
    const first = productListSchema.parse((await get(`${paths.bestSellers}?limit=1`)).json())[0]!;
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['_id', 'title', 'price', 'image']));
  });
});

describe('special offers', () => {
  it('[API-34] create answers 201 and the product carries the offer in every list; delete answers 200 and ends it', async () => {
    const product = await kit.addProduct({ title: 'Cold Pressed Groundnut Oil', price: '320.00' });
    const expiry = inDays(5);
    const created = await offer(product, 15, expiry);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ msg: 'Special offer added!' });

    const onOffer = await productView(product._id);
    expect(onOffer).toMatchObject({ discount: 15, discountExpiry: expiry, price: 320, effectivePrice: 272 });
    expect(await ids(paths.specialOffers)).toContain(product._id);
    expect(await ids(`${paths.products}?type=specialoffer`)).toContain(product._id);

    const removed = await remove(paths.removeSpecialOffer(product._id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ msg: 'Special offer removed' });
    expect(await productView(product._id)).toMatchObject({ discount: null, discountExpiry: null, effectivePrice: 320 });
    expect(await ids(paths.specialOffers)).not.toContain(product._id);
    expect(await ids(`${paths.products}?type=specialoffer`)).not.toContain(product._id);
  });

  it('[SERVER-19] a product already on special is a 409 {msg}', async () => {
    const product = await kit.addProduct();
    expect((await offer(product, 10)).statusCode).toBe(201);
    const again = await offer(product, 30);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: 'This product is already on special offer' });
    expect((await productView(product._id)).discount).toBe(10);
  });

  it('[SERVER-19] discount must be more than 0 and less than 100, the expiry in the future: else 400 {msg}', async () => {
    const product = await kit.addProduct();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['zero discount', { discount: 0 }],
      ['negative discount', { discount: -5 }],
      ['full discount', { discount: 100 }],
      ['over 100', { discount: 150 }],
      ['text discount', { discount: 'half' }],
      ['three decimals', { discount: 12.345 }],
      ['past expiry', { discountExpiry: inDays(-1) }],
      ['garbage expiry', { discountExpiry: 'someday' }],
      ['no expiry', { discountExpiry: undefined }],
      ['no product', { productId: undefined }],
    ];
    for (const [name, change] of cases) {
      const response = await post(paths.addSpecialOffer, {
        productId: product._id,
        discount: 20,
        discountExpiry: inDays(3),
        ...change,
      });
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json()), name).toEqual(['msg']);
    }
    expect((await productView(product._id)).discount).toBeNull();
    const past = await post(paths.addSpecialOffer, {
      productId: product._id,
      discount: 20,
      discountExpiry: inDays(-1),
    });
    expect(past.json()).toEqual({ msg: 'Expiry date must be in the future' });
    const accepted = await post(paths.addSpecialOffer, {
      productId: product._id,
      discount: '12.5',
      discountExpiry: inDays(1),
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('[SERVER-19] [SERVER-16] an offer needs an existing product: 404 {msg}', async () => {
    for (const productId of [randomUUID(), 'not-an-id']) {
      const response = await post(paths.addSpecialOffer, { productId, discount: 10, discountExpiry: inDays(2) });
      expect(response.statusCode, productId).toBe(404);
      expect(response.json()).toEqual({ msg: 'Product not found' });
    }
    for (const id of [randomUUID(), 'nope']) {
      const response = await remove(paths.removeSpecialOffer(id));
      expect(response.statusCode, id).toBe(404);
      errorSchema.parse(response.json());
    }
  });

  it('[SERVER-19] an offer that expires is no longer listed or shown (without any write), and may be renewed', async () => {
    const product = await kit.addProduct({ title: 'Flash Deal', price: '100.00' });
    const endsAt = Date.now() + 1500;
    expect((await offer(product, 40, new Date(endsAt).toISOString())).statusCode).toBe(201);
    const lists = [paths.specialOffers, `${paths.specialOffers}?limit=10`, `${paths.products}?type=specialoffer`];
    for (const url of lists) expect(await ids(url), url).toContain(product._id);
    expect(await productView(product._id)).toMatchObject({ discount: 40, effectivePrice: 60 });

    // The cached answers end with the offer: nothing is written meanwhile.
    await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 50));
    for (const url of lists) expect(await ids(url), url).not.toContain(product._id);
    expect(await productView(product._id)).toMatchObject({ discount: null, discountExpiry: null, effectivePrice: 100 });

    expect((await offer(product, 25)).statusCode).toBe(201);
    expect(await productView(product._id)).toMatchObject({ discount: 25, effectivePrice: 75 });
  });

  it('[SERVER-19] an offer found expired in the database is not listed either', async () => {
    const product = await kit.addProduct({ title: 'Old Deal' });
    expect((await offer(product, 30)).statusCode).toBe(201);
    await t.db
      .update(products)
      .set({ discountExpiry: new Date(Date.now() - 60_000) })
      .where(eq(products.id, product._id));
    // Another write drops the cached lists, as every admin write does.
    expect((await post(paths.addBestSeller, { productId: product._id })).statusCode).toBe(200);
    expect(await ids(paths.specialOffers)).not.toContain(product._id);
    expect((await productView(product._id)).discount).toBeNull();
  });

  it('[API-11] [SERVER-25] ?limit caps the active offers; without limit all are listed', async () => {
    for (let index = 0; index < 12; index++) {
      expect((await offer(await kit.addProduct({ title: `Deal ${index}` }), 5 + index)).statusCode).toBe(201);
    }
    const all = await ids(paths.specialOffers);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(await ids(`${paths.specialOffers}?limit=10`)).toEqual(all.slice(0, 10));
    expect(await ids(`${paths.specialOffers}?limit=abc`)).toEqual(all.slice(0, 10));
    expect(await ids(`${paths.specialOffers}?limit=2`)).toEqual(all.slice(0, 2));
    const list = productListSchema.parse((await get(paths.specialOffers)).json());
    for (const product of list) {
      expect(product.discount).not.toBeNull();
      expect(Date.parse(product.discountExpiry!)).toBeGreaterThan(Date.now());
    }
  });
});

describe('admin rights on offers and best sellers', () => {
  it('[SERVER-10] create and delete need an admin: 401 without a token, 403 for a customer, nothing changes', async () => {
    const product = await kit.addProduct({ title: 'Protected' });
    const calls = [
      (headers: Record<string, string>) => post(paths.addBestSeller, { productId: product._id }, headers),
      (headers: Record<string, string>) => remove(paths.removeBestSeller(product._id), headers),
      (headers: Record<string, string>) =>
        post(paths.addSpecialOffer, { productId: product._id, discount: 50, discountExpiry: inDays(2) }, headers),
      (headers: Record<string, string>) => remove(paths.removeSpecialOffer(product._id), headers),
    ];
    for (const call of calls) {
      const anonymous = await call({});
      expect(anonymous.statusCode).toBe(401);
      expect(errorSchema.parse(anonymous.json()).msg).toBe('Please log in');
      const customer = await call(kit.customerHeaders);
      expect(customer.statusCode).toBe(403);
      expect(errorSchema.parse(customer.json()).msg).toBe('Only the shop admin can do this');
    }
    expect(await productView(product._id)).toMatchObject({ isBestSeller: false, discount: null });
  });
});
