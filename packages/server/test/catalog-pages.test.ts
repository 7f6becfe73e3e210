import {
  categoryPageSchema,
  errorSchema,
  paths,
  productListSchema,
  productPageSchema,
  type ProductPage,
} from '@dhanya/api/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orderLines, orders, products } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let riceId: string;
let oilsId: string;
/** Every product added below, by title. */
const titles: string[] = [];

const day = 86_400_000;
const inAWeek = () => new Date(Date.now() + 7 * day);

/**
 * 60 products: 45 rice ("Rice 01".."Rice 45") at ₹100 + n, and 15 oils at ₹500 + n. Every
 * third rice is out of stock; Rice 10 is on a 50 % offer (₹55 now), Rice 20 on an offer that
 * has ended. Newest last; Rice 07 sold the most, then Rice 03.
 */
beforeAll(async () => {
  t = await createTestApp();
  const [rice, oils] = await t.db
    .insert(categories)
    .values([{ name: 'Rice' }, { name: 'Oils' }])
    .returning({ id: categories.id });
  riceId = rice!.id;
  oilsId = oils!.id;
  const start = Date.now() - 100 * day;
  const rows = [
    ...Array.from({ length: 45 }, (_, i) => ({
      title: `Rice ${String(i + 1).padStart(2, '0')}`,
      categoryId: riceId,
      pricePaise: (100 + i + 1) * 100,
      quantity: (i + 1) % 3 === 0 ? 0 : 10,
    })),
    ...Array.from({ length: 15 }, (_, i) => ({
      title: `Oil ${String(i + 1).padStart(2, '0')}`,
      categoryId: oilsId,
      pricePaise: (500 + i + 1) * 100,
      quantity: 5,
    })),
  ].map((row, index) => ({
    ...row,
    description: `${row.title}, from the farm`,
    createdAt: new Date(start + index * day),
    ...(row.title === 'Rice 10' ? { discountPercent: 50, discountExpiry: inAWeek() } : {}),
    ...(row.title === 'Rice 20' ? { discountPercent: 50, discountExpiry: new Date(Date.now() - day) } : {}),
    ...(row.title === 'Rice 05' || row.title === 'Rice 06' ? { bestSellerAt: new Date(start + row.pricePaise) } : {}),
  }));
  const stored = await t.db.insert(products).values(rows).returning({ id: products.id, title: products.title });
  titles.push(...stored.map((row) => row.title));
  const idOf = (title: string) => stored.find((row) => row.title === title)!.id;

  const [order] = await t.db
    .insert(orders)
    .values({ paymentType: 'cash', totalPaise: 0, firstName: 'A', address: 'x', city: 'y', state: 'z', zip: '1' })
    .returning({ id: orders.id });
  const line = (title: string, quantity: number, position: number) => ({
    orderId: order!.id,
    productId: idOf(title),
    title,
    unitPricePaise: 100,
    quantity,
    linePricePaise: 100 * quantity,
    position,
  });
  await t.db.insert(orderLines).values([line('Rice 07', 9, 0), line('Rice 03', 4, 1)]);
});
afterAll(() => t?.close());

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function page(url: string): Promise<ProductPage> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return productPageSchema.parse(response.json());
}

const titlesOf = (answer: { products: { title: string }[] }) => answer.products.map((product) => product.title);

describe('pages of the product list', () => {
  it('answers 24 products a page by default, with the total and the page count', async () => {
    const first = await page(`${paths.products}?page=1`);
    expect(first).toMatchObject({ total: 60, page: 1, pageCount: 3, limit: 24 });
    expect(titlesOf(first)).toEqual([...titles].sort().slice(0, 24));
    expect(first.nextCursor).toEqual(expect.any(String));

    const last = await page(`${paths.products}?page=3`);
    expect(titlesOf(last)).toEqual([...titles].sort().slice(48));
    expect(last.nextCursor).toBeNull();

    const beyond = await page(`${paths.products}?page=4`);
    expect(beyond).toMatchObject({ products: [], total: 60, page: 4, pageCount: 3, nextCursor: null });
  });

  it('never gives more than 100 products a page, whatever the limit asked', async () => {
    expect((await page(`${paths.products}?page=1&limit=1000`)).limit).toBe(100);
    expect((await page(`${paths.products}?page=1&limit=5`)).products).toHaveLength(5);
    expect((await page(`${paths.products}?page=1&limit=abc`)).limit).toBe(24);
  });

  it("without page or cursor answers the spec's array, as before (API-08)", async () => {
    const response = await get(paths.products);
    expect(productListSchema.parse(response.json())).toHaveLength(60);
  });

  it('refuses a page that is not a positive whole number, and an unknown sort, with a message', async () => {
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'page=two', 'page=1&sort=cheapest']) {
      const response = await get(`${paths.products}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorSchema.parse(response.json()).msg).not.toBe('');
    }
  });
});

describe('sort', () => {
  it('by price sorts by what the shopper pays: an active offer counts, an ended one does not', async () => {
    const cheapest = await page(`${paths.category(riceId)}?page=1&sort=price-asc&limit=3`);
    expect(titlesOf(cheapest)).toEqual(['Rice 10', 'Rice 01', 'Rice 02']);
    expect(cheapest.products[0]!.effectivePrice).toBe(55);

    const dearest = await page(`${paths.products}?page=1&sort=price-desc&limit=2`);
    expect(titlesOf(dearest)).toEqual(['Oil 15', 'Oil 14']);
    const endedOffer = (await page(`${paths.category(riceId)}?page=1&sort=price-desc&limit=100`)).products.find(
      (product) => product.title === 'Rice 20',
    );
    expect(endedOffer?.effectivePrice).toBe(120);
  });

  it('newest first, and best selling by units sold', async () => {
    expect(titlesOf(await page(`${paths.products}?page=1&sort=newest&limit=2`))).toEqual(['Oil 15', 'Oil 14']);
    expect(titlesOf(await page(`${paths.products}?page=1&sort=best-selling&limit=2`))).toEqual(['Rice 07', 'Rice 03']);
  });
});

describe('filters', () => {
  it('keep to a price range (what the shopper pays), to offers and to stock', async () => {
    const range = await page(`${paths.products}?page=1&minPrice=140&maxPrice=505&limit=100`);
    expect(titlesOf(range)).toEqual([
      'Oil 01',
      'Oil 02',
      'Oil 03',
      'Oil 04',
      'Oil 05',
      'Rice 40',
      'Rice 41',
      'Rice 42',
      'Rice 43',
      'Rice 44',
      'Rice 45',
    ]);

    const onOffer = await page(`${paths.products}?page=1&onOffer=true`);
    expect(titlesOf(onOffer)).toEqual(['Rice 10']);

    const inStock = await page(`${paths.category(riceId)}?page=1&inStock=true&limit=100`);
    expect(inStock.total).toBe(30);
    expect(inStock.products.every((product) => product.quantity > 0)).toBe(true);
  });

  it('combine, and keep to a category on the product list', async () => {
    const cheapOils = await page(`${paths.products}?page=1&category=${oilsId}&maxPrice=503`);
    expect(titlesOf(cheapOils)).toEqual(['Oil 01', 'Oil 02', 'Oil 03']);
    const cheapInStockRice = await page(`${paths.category(riceId)}?page=1&inStock=true&maxPrice=105&sort=price-desc`);
    expect(titlesOf(cheapInStockRice)).toEqual(['Rice 05', 'Rice 04', 'Rice 02', 'Rice 01', 'Rice 10']);
  });

  it('that match nothing answer an empty page, not an error', async () => {
    const none = await page(`${paths.products}?page=1&minPrice=9000`);
    expect(none).toMatchObject({ products: [], total: 0, pageCount: 0, nextCursor: null });
    const unknownCategory = await page(`${paths.products}?page=1&category=not-a-category`);
    expect(unknownCategory.total).toBe(0);
  });
});

describe('cursors', () => {
  it('go on where the last page ended, even when products are added before that point', async () => {
    const first = await page(`${paths.category(oilsId)}?page=1&limit=6`);
    expect(titlesOf(first)).toEqual(['Oil 01', 'Oil 02', 'Oil 03', 'Oil 04', 'Oil 05', 'Oil 06']);
    // Two new oils: one sorts among the first page, one among the pages still to come.
    await t.db.insert(products).values([
      { title: 'Oil 00', description: 'new', categoryId: oilsId, pricePaise: 100, quantity: 1 },
      { title: 'Oil 08b', description: 'new', categoryId: oilsId, pricePaise: 100, quantity: 1 },
    ]);
    const seen = [...titlesOf(first)];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(`${paths.category(oilsId)}?cursor=${cursor}&limit=6`);
      expect(next.page).toBeNull();
      seen.push(...titlesOf(next));
      cursor = next.nextCursor;
    }
    // Nothing repeated and nothing skipped: by page number, "Oil 06" would have shown twice.
    expect(seen).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `Oil 0${i + 1}`),
      'Oil 08b',
      'Oil 09',
      ...Array.from({ length: 6 }, (_, i) => `Oil ${i + 10}`),
    ]);
    await t.db.delete(products).where(inTitles(['Oil 00', 'Oil 08b']));
  });

  it('keep their sort: a timestamp keeps its microseconds, a price its ties', async () => {
    for (const sort of ['newest', 'price-asc', 'price-desc', 'best-selling']) {
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const next: ProductPage = await page(
          `${paths.products}?sort=${sort}&limit=7&${cursor ? `cursor=${cursor}` : 'page=1'}`,
        );
        seen.push(...titlesOf(next));
        cursor = next.nextCursor;
      }
      expect(seen, sort).toHaveLength(60);
      expect(new Set(seen).size, sort).toBe(60);
    }
  });

  it('refuse a cursor that is not one, or that belongs to another sort', async () => {
    const { nextCursor } = await page(`${paths.products}?page=1&sort=newest`);
    for (const cursor of ['garbage', Buffer.from('["featured","x","y"]').toString('base64url'), nextCursor!]) {
      const response = await get(`${paths.products}?cursor=${cursor}&sort=price-asc`);
      expect(response.statusCode).toBe(400);
      expect(errorSchema.parse(response.json()).msg).toMatch(/cursor/);
    }
  });
});

describe('the other lists page too', () => {
  it('a category answers itself with a page of its products; an unknown one is a 404', async () => {
    const response = await get(`${paths.category(oilsId)}?page=2&limit=10`);
    const answer = categoryPageSchema.parse(response.json());
    expect(answer).toMatchObject({ _id: oilsId, name: 'Oils', total: 15, page: 2, pageCount: 2 });
    expect(titlesOf(answer)).toEqual(['Oil 11', 'Oil 12', 'Oil 13', 'Oil 14', 'Oil 15']);
    expect((await get(`${paths.category('00000000-0000-4000-8000-000000000000')}?page=1`)).statusCode).toBe(404);
  });

  it('best sellers in the order chosen, special offers, new arrivals', async () => {
    expect(titlesOf(await page(`${paths.bestSellers}?page=1`))).toEqual(['Rice 05', 'Rice 06']);
    expect(titlesOf(await page(`${paths.specialOffers}?page=1`))).toEqual(['Rice 10']);
    const arrivals = await page(`${paths.newArrivals}?page=1&limit=5`);
    expect(arrivals).toMatchObject({ total: 20, pageCount: 4 });
    expect(titlesOf(arrivals)).toEqual(['Oil 15', 'Oil 14', 'Oil 13', 'Oil 12', 'Oil 11']);
  });

  it('search pages through every match, best first, and sorts and filters them', async () => {
    const matches = await page(`${paths.search}?query=rice&page=1`);
    expect(matches.total).toBe(45);
    expect(matches.products).toHaveLength(24);
    const cheapest = await page(`${paths.search}?query=rice&page=1&sort=price-asc&inStock=true&limit=2`);
    expect(titlesOf(cheapest)).toEqual(['Rice 10', 'Rice 01']);
    expect((await page(`${paths.search}?query=ghee&page=1`)).total).toBe(0);
  });
});

function inTitles(list: string[]) {
  return inArray(products.title, list);
}
