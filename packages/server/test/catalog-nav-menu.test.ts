import {
  categoryListSchema,
  navMenuProductLimit,
  navMenuSchema,
  paths,
  type NavMenuCategory,
  type Product,
} from '@dhanya/api/contract';
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

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const postJson = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...kit.adminHeaders, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function menu() {
  const response = await get(paths.navMenu);
  expect(response.statusCode, response.body).toBe(200);
  return navMenuSchema.parse(response.json());
}

async function menuOf(categoryId: string): Promise<NavMenuCategory> {
  const found = (await menu()).find((category) => category._id === categoryId);
  if (!found) throw new Error(`The menu has no category ${categoryId}`);
  return found;
}

const titles = (category: NavMenuCategory) => category.products.map((product) => product.title);

/** Makes `product` the newest but `minutes` ago, straight in the database (no change is published). */
const createdMinutesAgo = (product: Product, minutes: number) =>
  t.db
    .update(products)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(products.id, product._id));

describe("GET /api/category/menu: the header's categories with their featured products", () => {
  it('[LAYOUT-11] [LAYOUT-19] lists every category as GET /api/category/get does, each product as {_id, title, price, image}', async () => {
    const rice = await kit.addCategory('Rice');
    const pulses = await kit.addCategory('Pulses');
    const empty = await kit.addCategory('Nothing Yet');
    const sona = await kit.addProduct({ title: 'Sona Masoori', price: '64.50', category: rice._id }, true);
    const toor = await kit.addProduct({ title: 'Toor Dal', category: pulses._id });

    const response = await get(paths.navMenu);
    expect(response.statusCode).toBe(200);
    const shown = navMenuSchema.parse(response.json());
    const listed = categoryListSchema.parse((await get(paths.categories)).json());
    expect(shown.map(({ _id, name }) => ({ _id, name }))).toEqual(listed.map(({ _id, name }) => ({ _id, name })));

    const byId = (id: string) => response.json().find((category: { _id: string }) => category._id === id);
    expect(byId(rice._id)).toEqual({
      _id: rice._id,
      name: 'Rice',
      products: [{ _id: sona._id, title: 'Sona Masoori', price: 64.5, packCount: 1, image: sona.image }],
    });
    expect(sona.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(byId(pulses._id).products).toEqual([
      { _id: toor._id, title: 'Toor Dal', price: 120.5, packCount: 1, image: null },
    ]);
    expect(byId(empty._id).products).toEqual([]);
  });

  it(`[LAYOUT-12] shows at most ${navMenuProductLimit} products of a category with many, and each product under its own category`, async () => {
    const millets = await kit.addCategory('Millets');
    const flours = await kit.addCategory('Flours');
    await t.db.insert(products).values(
      Array.from({ length: 150 }, (_, index) => ({
        title: `Millet ${String(index).padStart(3, '0')}`,
        description: 'Rain-fed',
        quantity: 10,
        pricePaise: 9900,
        categoryId: millets._id,
      })),
    );
    const ragi = await kit.addProduct({ title: 'Ragi Flour', category: flours._id });

    const shown = await menu();
    expect(shown.find((category) => category._id === millets._id)!.products).toHaveLength(navMenuProductLimit);
    expect(titles(shown.find((category) => category._id === flours._id)!)).toEqual(['Ragi Flour']);
    for (const category of shown) {
      const ids = category.products.map((product) => product._id);
      const own = await t.db.select({ id: products.id }).from(products).where(eq(products.categoryId, category._id));
      expect(
        ids.every((id) => own.some((row) => row.id === id)),
        category.name,
      ).toBe(true);
    }
    expect(shown.flatMap((category) => category.products).some((product) => product._id === ragi._id)).toBe(true);
  });

  it('features products in stock first, then best sellers in the order chosen, then the newest', async () => {
    const spices = await kit.addCategory('Spices');
    const added: Record<string, Product> = {};
    for (let index = 1; index <= 10; index++) {
      const title = `Spice ${String(index).padStart(2, '0')}`;
      added[title] = await kit.addProduct({ title, category: spices._id, quantity: index === 10 ? '0' : '5' });
      await createdMinutesAgo(added[title], 100 - index);
    }
    // Chosen in this order; both calls publish a change, so the menu is read afresh.
    for (const title of ['Spice 07', 'Spice 03', 'Spice 10']) {
      expect((await postJson(paths.addBestSeller, { productId: added[title]!._id })).statusCode).toBe(200);
    }

    expect(titles(await menuOf(spices._id))).toEqual([
      'Spice 07',
      'Spice 03',
      'Spice 09',
      'Spice 08',
      'Spice 06',
      'Spice 05',
      'Spice 04',
      'Spice 02',
    ]);
  });

  it('[SERVER-29] [SERVER-19] prices a product at what a shopper pays, back to full price when its offer ends', async () => {
    const oils = await kit.addCategory('Oils');
    const groundnut = await kit.addProduct({ title: 'Groundnut Oil', price: '200.00', category: oils._id });
    const endsAt = Date.now() + 1500;
    const offered = await postJson(paths.addSpecialOffer, {
      productId: groundnut._id,
      discount: 25,
      discountExpiry: new Date(endsAt).toISOString(),
    });
    expect(offered.statusCode).toBe(201);
    expect((await menuOf(oils._id)).products[0]).toMatchObject({ _id: groundnut._id, price: 150 });

    // Nothing is written meanwhile: the cached menu ends with the offer.
    await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 50));
    expect((await menuOf(oils._id)).products[0]).toMatchObject({ _id: groundnut._id, price: 200 });
  });

  it('carries an ETag (304 while nothing changed) and shows a new product at once after an admin write', async () => {
    const dals = await kit.addCategory('Dals');
    const first = await get(paths.navMenu);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await get(paths.navMenu, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const moong = await kit.addProduct({ title: 'Moong Dal', category: dals._id, price: '99.00' }, false);
    const changed = await get(paths.navMenu, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    const shown = navMenuSchema.parse(changed.json()).find((category) => category._id === dals._id)!;
    expect(shown.products).toEqual([{ _id: moong._id, title: 'Moong Dal', price: 99, packCount: 1, image: null }]);

    const renamed = await kit.send('PUT', paths.updateCategory(dals._id), { name: 'Dals and Lentils' });
    expect(renamed.statusCode).toBe(200);
    expect((await menuOf(dals._id)).name).toBe('Dals and Lentils');
  });

  it('[SERVER-05] [API-03] needs no token, ignores an invalid one, and is never taken for GET /api/category/{id}', async () => {
    const anonymous: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of anonymous) {
      const response = await get(paths.navMenu, headers);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });
});
