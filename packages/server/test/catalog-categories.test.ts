import { randomUUID } from 'node:crypto';
import {
  categoryListSchema,
  categorySchema,
  categoryWithProductsSchema,
  errorSchema,
  paths,
} from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema.js';
import { catalogTestKit, pngFile, type CatalogTestKit } from './catalog-support.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let kit: CatalogTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await catalogTestKit(t);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const remove = (url: string, headers: Record<string, string> = kit.adminHeaders) =>
  t.app.inject({ method: 'DELETE', url, headers });
const categoryNamed = async (name: string) => t.db.select().from(categories).where(eq(categories.name, name));

describe('categories: public reads', () => {
  it('[API-06] GET /api/category/get lists every category with _id, name and image', async () => {
    const rice = await kit.addCategory('Rice', true);
    const pulses = await kit.addCategory('Pulses and Dals');
    const response = await get(paths.categories);
    expect(response.statusCode).toBe(200);
    const list = categoryListSchema.parse(response.json());
    expect(Array.isArray(response.json())).toBe(true);
    expect(list).toEqual(expect.arrayContaining([rice, pulses]));
    expect(rice.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(pulses.image).toBeNull();
  });

  it('[API-07] GET /api/category/{id} answers the category with its products', async () => {
    const spices = await kit.addCategory('Spices');
    const turmeric = await kit.addProduct({ title: 'Turmeric Powder', category: spices._id });
    const chilli = await kit.addProduct({ title: 'Byadgi Chilli', category: spices._id });
    await kit.addProduct({ title: 'Elsewhere' });

    const response = await get(paths.category(spices._id));
    expect(response.statusCode).toBe(200);
    const category = categoryWithProductsSchema.parse(response.json());
    expect(category).toMatchObject({ _id: spices._id, name: 'Spices', image: null });
    expect(category.products.map((product) => product._id)).toEqual([chilli._id, turmeric._id]);
    expect(category.products[0]!.category).toEqual({ _id: spices._id, name: 'Spices' });
  });

  it('[API-07] [SERVER-16] an unknown or malformed category id is a 404 {msg}', async () => {
    for (const id of [randomUUID(), 'not-an-id', "' OR 1=1 --", '123']) {
      const response = await get(paths.category(id));
      expect(response.statusCode, id).toBe(404);
      expect(errorSchema.strict().parse(response.json()).msg, id).toMatch(/not found/i);
    }
  });

  it('[API-03] GET /api/category/get is never taken for GET /api/category/{id}', async () => {
    const response = await get('/api/category/get');
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('[SERVER-05] category reads need no token and ignore an invalid one', async () => {
    const spices = await kit.addCategory('Oils');
    for (const url of [paths.categories, paths.category(spices._id)]) {
      const response = await get(url, { authorization: 'Bearer not-a-token' });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('categories: admin writes', () => {
  it('[API-32] POST /api/category/add creates a category with its image (201)', async () => {
    const response = await kit.send('POST', paths.addCategory, {
      name: '  Millets and Grains ',
      image: await pngFile(),
    });
    expect(response.statusCode).toBe(201);
    const category = categorySchema.parse(response.json());
    expect(category.name).toBe('Millets and Grains');
    expect(await kit.isStored('category', category.image)).toBe(true);
    const served = await get(`/uploads/category/${category.image}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('[SERVER-18] a category needs a non-empty name: 400 {msg}, nothing stored', async () => {
    for (const name of [undefined, '', '   ', 'x'.repeat(201)]) {
      const response = await kit.send('POST', paths.addCategory, { name, image: await pngFile() });
      expect(response.statusCode, String(name)).toBe(400);
      expect(errorSchema.parse(response.json()).msg).toMatch(/Name/);
    }
  });

  it('[SERVER-18] a name taken without regard to case is a 409 {msg}, and its image is not kept', async () => {
    await kit.addCategory('Dry Fruits');
    const response = await kit.send('POST', paths.addCategory, { name: 'DRY fruits', image: await pngFile() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: 'A category with this name already exists' });
    expect(await categoryNamed('DRY fruits')).toEqual([]);
  });

  it('[SERVER-10] category add, update and delete need an admin: 401 without a token, 403 for a customer', async () => {
    const flours = await kit.addCategory('Flours');
    const calls = [
      (headers: Record<string, string>) => kit.send('POST', paths.addCategory, { name: 'Jaggery' }, headers),
      (headers: Record<string, string>) =>
        kit.send('PUT', paths.updateCategory(flours._id), { name: 'Renamed' }, headers),
      (headers: Record<string, string>) => remove(paths.deleteCategory(flours._id), headers),
    ];
    for (const call of calls) {
      const anonymous = await call({});
      expect(anonymous.statusCode).toBe(401);
      expect(errorSchema.parse(anonymous.json()).msg).toBe('Please log in');
      const customer = await call(kit.customerHeaders);
      expect(customer.statusCode).toBe(403);
      expect(errorSchema.parse(customer.json()).msg).toBe('Only the shop admin can do this');
    }
    expect(await categoryNamed('Jaggery')).toEqual([]);
    expect(await categoryNamed('Flours')).toHaveLength(1);
  });

  it('[API-32] PUT /api/category/update/{id} renames and keeps the image when none is sent', async () => {
    const before = await kit.addCategory('Organic Produce', true);
    const response = await kit.send('PUT', paths.updateCategory(before._id), { name: 'Organic Fresh Produce' });
    expect(response.statusCode).toBe(200);
    expect(categorySchema.parse(response.json())).toEqual({ ...before, name: 'Organic Fresh Produce' });
    expect(await kit.isStored('category', before.image)).toBe(true);
  });

  it('[SERVER-41] a new category image replaces the old one, whose file is removed', async () => {
    const before = await kit.addCategory('Sweeteners', true);
    const response = await kit.send('PUT', paths.updateCategory(before._id), {
      name: 'Sweeteners',
      image: await pngFile('#febd2f'),
    });
    expect(response.statusCode).toBe(200);
    const after = categorySchema.parse(response.json());
    expect(after.image).not.toBe(before.image);
    expect(await kit.isStored('category', after.image)).toBe(true);
    expect(await kit.isStored('category', before.image)).toBe(false);
  });

  it('[SERVER-18] [SERVER-16] update: 400 for a blank name, 409 for a taken one, 404 for unknown ids', async () => {
    await kit.addCategory('Ghee');
    const honey = await kit.addCategory('Honey');
    const blank = await kit.send('PUT', paths.updateCategory(honey._id), { name: ' ' });
    expect(blank.statusCode).toBe(400);
    const taken = await kit.send('PUT', paths.updateCategory(honey._id), { name: 'GHEE' });
    expect(taken.statusCode).toBe(409);
    expect(errorSchema.parse(taken.json()).msg).toBe('A category with this name already exists');
    for (const id of [randomUUID(), 'nope']) {
      const missing = await kit.send('PUT', paths.updateCategory(id), { name: 'Anything' });
      expect(missing.statusCode, id).toBe(404);
      expect(errorSchema.parse(missing.json()).msg).toMatch(/not found/i);
    }
  });

  it('[API-32] DELETE /api/category/delet/{id} removes an empty category and its image', async () => {
    const empty = await kit.addCategory('Seasonal', true);
    const response = await remove(paths.deleteCategory(empty._id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Category deleted' });
    expect(await kit.isStored('category', empty.image)).toBe(false);
    expect((await get(paths.category(empty._id))).statusCode).toBe(404);

    for (const id of [empty._id, 'nope']) {
      const again = await remove(paths.deleteCategory(id));
      expect(again.statusCode, id).toBe(404);
      expect(errorSchema.parse(again.json()).msg).toMatch(/not found/i);
    }
  });

  it('[SERVER-46] a category that still has products is not deleted: 409 {msg}', async () => {
    const rice = await kit.addCategory('Heritage Rice', true);
    const product = await kit.addProduct({ category: rice._id });
    const response = await remove(paths.deleteCategory(rice._id));
    expect(response.statusCode).toBe(409);
    expect(errorSchema.parse(response.json()).msg).toMatch(/still has products/);
    expect((await get(paths.category(rice._id))).json().products).toHaveLength(1);
    expect((await get(paths.product(product._id))).statusCode).toBe(200);
    expect(await kit.isStored('category', rice.image)).toBe(true);
  });
});
