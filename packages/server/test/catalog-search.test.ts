import { paths, productListSchema } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTestKit, type CatalogTestKit } from './catalog-support.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let kit: CatalogTestKit;

const catalogue: Array<[title: string, description: string]> = [
  ['Basmati Rice', 'Long grain, aged two years in Dehradun'],
  ['Brown Basmati Rice', 'Unpolished whole grain'],
  ['Sona Masoori Rice', 'Lightweight and aromatic, from Raichur'],
  ['Toor Dal', 'Split pigeon peas; lovely with basmati rice'],
  ['100% Organic Jaggery', 'Unrefined cane sugar blocks'],
  ['Idli_Rava', 'Coarse rice semolina for idlis'],
  ['IdliXRava Mix', 'Instant batter mix'],
  ['Rice & Dal Combo', 'A khichdi kit for two'],
  ['Gift Box #1 + Jaggery?', 'Festive hamper'],
  ['Kokum \\ Amsul', 'Dried kokum rinds'],
  ["' OR 1=1 -- Pickle", 'A pickle with an unusual name'],
  ['Ragi (Finger Millet) Flour', 'Stone ground, [gluten free].*'],
];

beforeAll(async () => {
  t = await createTestApp();
  kit = await catalogTestKit(t);
  const category = (await kit.addCategory('Pantry'))._id;
  for (const [title, description] of catalogue) await kit.addProduct({ title, description, category });
  for (let index = 1; index <= 12; index++) {
    await kit.addProduct({ title: `Foxtail Millet Pack ${index}`, description: 'Small grain millet', category });
  }
});
afterAll(() => t?.close());

/** The titles found for `query`, sent percent-encoded as the storefront does (SEARCH-04). */
async function titlesFor(query: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `${paths.search}?query=${encodeURIComponent(query)}` });
  expect(response.statusCode, query).toBe(200);
  return productListSchema.parse(response.json()).map((product) => product.title);
}

describe('product search', () => {
  it('[API-13] [SERVER-24] matches titles without regard to case, each result a full product', async () => {
    expect(await titlesFor('SONA masoori')).toEqual(['Sona Masoori Rice']);
    const response = await t.app.inject({ method: 'GET', url: `${paths.search}?query=ORGANIC%20jaggery` });
    const [first] = productListSchema.parse(response.json());
    expect(first).toMatchObject({ _id: expect.any(String), title: '100% Organic Jaggery' });
  });

  it('[SERVER-24] title matches come before description matches, the closest title first', async () => {
    const found = await titlesFor('basmati');
    expect(found.slice(0, 3)).toEqual(['Basmati Rice', 'Brown Basmati Rice', 'Toor Dal']);
    expect(await titlesFor('pigeon')).toEqual(['Toor Dal']);
  });

  it('[SERVER-24] tolerates small typos in titles and descriptions (trigram similarity): "basmatti" finds "Basmati"', async () => {
    expect((await titlesFor('basmatti')).slice(0, 2)).toEqual(['Basmati Rice', 'Brown Basmati Rice']);
    expect(await titlesFor('masoorii')).toContain('Sona Masoori Rice');
    expect(await titlesFor('jagery')).toContain('100% Organic Jaggery');
    expect(await titlesFor('pigeonn')).toEqual(['Toor Dal']);
    expect(await titlesFor('dehradoon')).toEqual(['Basmati Rice']);
  });

  it('[SERVER-24] "%", "_", "\\\\" and regular-expression characters match only themselves', async () => {
    expect(await titlesFor('%')).toEqual(['100% Organic Jaggery']);
    expect(await titlesFor('ic%')).toEqual([]);
    expect(await titlesFor('_')).toEqual(['Idli_Rava']);
    expect(await titlesFor('i_r')).toEqual(['Idli_Rava']);
    expect(await titlesFor('\\')).toEqual(['Kokum \\ Amsul']);
    expect(await titlesFor('.*')).toEqual(['Ragi (Finger Millet) Flour']);
    expect(await titlesFor('[gluten')).toEqual(['Ragi (Finger Millet) Flour']);
    expect((await titlesFor('(finger'))[0]).toBe('Ragi (Finger Millet) Flour');
  });

  it("[SERVER-26] input such as ' OR 1=1 -- is matched as plain text", async () => {
    expect(await titlesFor("' OR 1=1 --")).toEqual(["' OR 1=1 -- Pickle"]);
    expect(await titlesFor("'; DROP TABLE products; --")).toEqual([]);
    expect((await titlesFor('rice')).length).toBeGreaterThan(0);
  });

  it('[SEARCH-04] ?query=rice%20%26%20dal is received as "rice & dal"; "#", "%", "+" and "?" arrive unchanged', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${paths.search}?query=rice%20%26%20dal` });
    expect(productListSchema.parse(response.json())[0]!.title).toBe('Rice & Dal Combo');
    expect((await titlesFor('#1 + jaggery?'))[0]).toBe('Gift Box #1 + Jaggery?');
    expect((await titlesFor('100% organic'))[0]).toBe('100% Organic Jaggery');
  });

  it('[SERVER-24] an empty, blank or missing query finds nothing', async () => {
    expect(await titlesFor('')).toEqual([]);
    expect(await titlesFor('   ')).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: paths.search });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual([]);
  });

  it('[SERVER-24] answers at most 10 products', async () => {
    const found = await titlesFor('millet');
    expect(found).toHaveLength(10);
    expect(found.filter((title) => title.startsWith('Foxtail Millet Pack'))).toHaveLength(10);
  });

  it('[SERVER-14] a query longer than 200 characters is a 400 {msg}', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${paths.search}?query=${'a'.repeat(201)}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['msg']);
  });

  it('[SERVER-05] search needs no token and ignores an invalid one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${paths.search}?query=dal`,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(200);
    expect(productListSchema.parse(response.json()).map((product) => product.title)).toContain('Toor Dal');
  });
});
