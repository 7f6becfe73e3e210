// Issue 31, item 9: the spec's product form as the spec says. An owner who fills in the spec's
// fields (title, description, quantity, category, price) and leaves the first pack's label,
// net quantity and unit blank, as the admin's form sends them, gets a product, not a 400.
import { errorSchema, paths, productSchema, type Product } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTestKit, type CatalogTestKit } from './catalog-support.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let kit: CatalogTestKit;
let category: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await catalogTestKit(t);
  category = (await kit.addCategory('Millets'))._id;
});
afterAll(() => t?.close());

const specFields = () => ({
  title: 'Proso Millet',
  description: 'Unpolished proso millet from Anantapur.',
  quantity: '40',
  price: '12.50',
  category,
});

/** A pack row as the admin's form holds it before anything is typed into it but price and stock. */
const blankPack = { label: '', netQuantity: '', unit: '', price: '12.50', mrp: '', quantity: '40', sku: '' };

async function added(packs: unknown[]): Promise<Product> {
  const response = await kit.send('POST', paths.addProduct, { ...specFields(), packs: JSON.stringify(packs) });
  expect(response.statusCode, response.body).toBe(201);
  return productSchema.parse(response.json());
}

describe('[issue 31] [ADMIN-12] a one-size product needs only the spec’s fields', () => {
  it('adds it with one pack of 1 piece called "1 pack" when its label, net quantity and unit are blank', async () => {
    const product = await added([blankPack]);
    expect(product).toMatchObject({ title: 'Proso Millet', price: 12.5, quantity: 40 });
    expect(product.packs).toEqual([
      expect.objectContaining({ label: '1 pack', netQuantity: 1, unit: 'piece', price: 12.5, quantity: 40, mrp: null }),
    ]);
    expect(product.packs[0]!.sku).toMatch(/^DH-/);
  });

  it('names the pack from a size given without a label, and keeps a label given', async () => {
    expect((await added([{ ...blankPack, netQuantity: '750', unit: 'g' }])).packs[0]).toMatchObject({
      label: '750 g',
      netQuantity: 750,
      unit: 'g',
    });
    expect((await added([{ ...blankPack, label: 'Sampler' }])).packs[0]).toMatchObject({
      label: 'Sampler',
      netQuantity: 1,
      unit: 'piece',
    });
  });

  it('takes the same defaults on an update', async () => {
    const product = await added([{ ...blankPack, label: 'Sampler', netQuantity: '2', unit: 'kg' }]);
    const response = await kit.send('PUT', paths.updateProduct(product._id), {
      ...specFields(),
      packs: JSON.stringify([{ ...blankPack, _id: product.packs[0]!._id }]),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(productSchema.parse(response.json()).packs).toEqual([
      expect.objectContaining({ _id: product.packs[0]!._id, label: '1 pack', netQuantity: 1, unit: 'piece' }),
    ]);
  });

  it('still refuses a second pack without its own label, net quantity and unit, and a wrong unit', async () => {
    const two = await kit.send('POST', paths.addProduct, {
      ...specFields(),
      packs: JSON.stringify([blankPack, { ...blankPack, sku: '' }]),
    });
    expect(two.statusCode).toBe(400);
    expect(errorSchema.parse(two.json()).msg).toBe('Pack label is required');
    const wrongUnit = await kit.send('POST', paths.addProduct, {
      ...specFields(),
      packs: JSON.stringify([{ ...blankPack, unit: 'dozen' }]),
    });
    expect(wrongUnit.statusCode).toBe(400);
    expect(errorSchema.parse(wrongUnit.json()).msg).toMatch(/Unit must be one of g, kg, ml, L, piece/);
  });
});
