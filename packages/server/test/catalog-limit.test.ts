// Issue 31, item 8: `limit` means what it says on every product list. With `limit` alone a
// list answers the spec's shape with at most that many products (SERVER-25: capped at 50,
// 10 when it is not a number) and a `Link` to the rest; without paging parameters it answers
// the spec's whole list, at most 1,000 products. No anonymous request gets more.
import {
  categoryPageSchema,
  categoryWithProductsSchema,
  maxListLength,
  paths,
  productListSchema,
  productPageSchema,
} from '@dhanya/api/contract';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { addCategories, addProducts, seededRandom } from './generated-catalogue.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let categoryId: string;
const catalogueSize = 1_205;
const day = 86_400_000;

/** A shop bigger than one answer: 1,205 products, 60 best sellers, 60 on offer. */
beforeAll(async () => {
  t = await createTestApp();
  const categoryIds = await addCategories(t.db);
  categoryId = categoryIds[0]!;
  await addProducts(t.db, 0, catalogueSize, categoryIds, seededRandom(31));
  const rows = await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
  const ids = (from: number) => rows.slice(from, from + 60).map((row) => row.id);
  await t.db
    .update(products)
    .set({ bestSellerAt: new Date() })
    .where(inArray(products.id, ids(0)));
  await t.db
    .update(products)
    .set({ discountPercent: 20, discountExpiry: new Date(Date.now() + 7 * day) })
    .where(inArray(products.id, ids(100)));
}, 60_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function json(url: string): Promise<{ body: unknown; link: string | undefined }> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const link = response.headers.link;
  return { body: response.json(), link: typeof link === 'string' ? link : undefined };
}

const idsOf = (list: Array<{ _id: string }>) => list.map((product) => product._id);

/** The URL of a `Link: <url>; rel="next"` header. */
function nextUrl(link: string | undefined): string {
  const match = /^<([^>]+)>; rel="next"$/.exec(link ?? '');
  expect(match, `a Link to the next page, not ${link}`).not.toBeNull();
  return match![1]!;
}

/** Every product list, the spec's shape of its answer, and its products in it. */
const lists = () => [
  { name: 'the product list', url: `${paths.products}?`, products: (body: unknown) => productListSchema.parse(body) },
  {
    name: 'the special offers of the product list',
    url: `${paths.products}?type=specialoffer&`,
    products: (body: unknown) => productListSchema.parse(body),
  },
  {
    name: "a category's products",
    url: `${paths.category(categoryId)}?`,
    products: (body: unknown) => categoryWithProductsSchema.parse(body).products,
  },
  { name: 'search', url: `${paths.search}?query=rice&`, products: (body: unknown) => productListSchema.parse(body) },
  { name: 'best sellers', url: `${paths.bestSellers}?`, products: (body: unknown) => productListSchema.parse(body) },
  {
    name: 'special offers',
    url: `${paths.specialOffers}?`,
    products: (body: unknown) => productListSchema.parse(body),
  },
  { name: 'new arrivals', url: `${paths.newArrivals}?`, products: (body: unknown) => productListSchema.parse(body) },
];

describe('[issue 31] [SERVER-25] limit on every product list', () => {
  it('GET /api/product/get?limit=5 answers the first 5 products as an array, and a Link to the next ones', async () => {
    const whole = productListSchema.parse((await json(paths.products)).body);
    const first = await json(`${paths.products}?limit=5`);
    expect(idsOf(productListSchema.parse(first.body))).toEqual(idsOf(whole.slice(0, 5)));

    const next = await json(nextUrl(first.link));
    const page = productPageSchema.parse(next.body);
    expect(idsOf(page.products)).toEqual(idsOf(whole.slice(5, 10)));
    expect(page).toMatchObject({ total: catalogueSize, limit: 5, nextCursor: expect.any(String) });
  });

  it('caps a limit above 50 at 50, and reads a limit that is not a number as 10', async () => {
    const huge = await json(`${paths.products}?limit=100000`);
    expect(productListSchema.parse(huge.body)).toHaveLength(50);
    expect(nextUrl(huge.link)).toMatch(/[?&]limit=50&cursor=/);
    expect(productListSchema.parse((await json(`${paths.products}?limit=abc`)).body)).toHaveLength(10);
    expect(productListSchema.parse((await json(`${paths.products}?limit=-3`)).body)).toHaveLength(10);
  });

  it("means the same on a category's products, search, best sellers, special offers and new arrivals", async () => {
    for (const list of lists()) {
      const whole = list.products((await json(list.url)).body);
      const first = await json(`${list.url}limit=3`);
      expect(idsOf(list.products(first.body)), list.name).toEqual(idsOf(whole.slice(0, 3)));
      const next = productPageSchema.parse((await json(nextUrl(first.link))).body);
      expect(next.products.length, list.name).toBeGreaterThan(0);
      // What follows the first three in the list's own order, with no product shown twice.
      expect(idsOf(next.products), list.name).toEqual(idsOf(whole.slice(3, 3 + next.products.length)));
    }
    const category = await json(`${paths.category(categoryId)}?limit=3`);
    expect(categoryWithProductsSchema.parse(category.body)).toMatchObject({ _id: categoryId, name: 'Rice' });
    expect(categoryPageSchema.safeParse((await json(nextUrl(category.link))).body).success).toBe(true);
  });

  it('gives no Link when nothing follows, and keeps the Link when the answer comes from the cache', async () => {
    const arrivals = await json(`${paths.newArrivals}?limit=50`);
    expect(productListSchema.parse(arrivals.body)).toHaveLength(20);
    expect(arrivals.link).toBeUndefined();

    const first = await json(`${paths.bestSellers}?limit=10`);
    expect(nextUrl(first.link)).toMatch(/^\/api\/product\/bestseller\?limit=10&cursor=/);
    const cached = await get(`${paths.bestSellers}?limit=10`);
    expect(cached.headers.link).toBe(first.link);
    expect(cached.body).toBe(JSON.stringify(first.body));
  });
});

describe('[issue 31] [API-08] no anonymous request serialises the whole of a big shop', () => {
  it("answers the spec's calls without paging parameters in their shape, at most 1,000 products", async () => {
    const whole = productListSchema.parse((await json(paths.products)).body);
    expect(whole).toHaveLength(maxListLength);
    expect(productListSchema.parse((await json(paths.bestSellers)).body)).toHaveLength(60);
    expect(productListSchema.parse((await json(paths.specialOffers)).body)).toHaveLength(60);
  });

  it('answers every list, however asked, with at most 1,000 products', async () => {
    for (const list of lists()) {
      for (const query of ['', 'limit=100000', 'page=1&limit=100000', 'limit=1e9', 'limit=99999999999999999999']) {
        const { body } = await json(`${list.url}${query}`);
        const answer = productPageSchema.safeParse(body);
        const count = answer.success ? answer.data.products.length : list.products(body).length;
        expect(count, `${list.name} ${query}`).toBeLessThanOrEqual(query ? 100 : maxListLength);
      }
    }
  });
});
