import { categorySchema, productSchema, type Category, type Product } from '@dhanya/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestApp } from './harness.js';
import { testPicture } from './images.js';
import { multipart, type TestFormValue } from './multipart.js';

/** A small PNG as a browser would send it. */
export async function pngFile(colour = '#2e7d32') {
  return { buffer: await testPicture('png', { colour }), fileName: 'photo.png', type: 'image/png' };
}

export interface CatalogTestKit {
  adminHeaders: { authorization: string };
  customerHeaders: { authorization: string };
  /** A multipart admin call (add or update); the answer as inject gives it. */
  send(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, TestFormValue | undefined>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A category made through POST /api/category/add. */
  addCategory(name?: string, withImage?: boolean): Promise<Category>;
  /** A product made through POST /api/product/add. */
  addProduct(
    fields?: Partial<Record<'title' | 'description' | 'quantity' | 'price' | 'category', string>>,
    withImage?: boolean,
  ): Promise<Product>;
  /** Whether a stored upload of this kind is on disk, with its thumbnail. */
  /** Whether the upload store holds the picture and its thumbnail. */
  isStored(kind: 'category' | 'products', fileName: string | null): Promise<boolean>;
}

let counter = 0;

export async function catalogTestKit(t: TestApp): Promise<CatalogTestKit> {
  const adminHeaders = bearer(await t.createAdmin());
  const customerHeaders = (await t.signup()).headers;

  const send: CatalogTestKit['send'] = async (method, url, fields, headers = adminHeaders) =>
    t.app.inject({ method, url, ...(await multipart(fields, headers)) });

  async function addCategory(name = `Category ${++counter}`, withImage = false): Promise<Category> {
    const response = await send('POST', '/api/category/add', {
      name,
      image: withImage ? await pngFile() : undefined,
    });
    expect(response.statusCode, response.body).toBe(201);
    return categorySchema.parse(response.json());
  }

  async function addProduct(
    fields: Partial<Record<'title' | 'description' | 'quantity' | 'price' | 'category', string>> = {},
    withImage = false,
  ): Promise<Product> {
    const category = fields.category ?? (await addCategory())._id;
    const response = await send('POST', '/api/product/add', {
      title: `Product ${++counter}`,
      description: 'Grown without pesticides near Mysuru',
      quantity: '25',
      price: '120.50',
      ...fields,
      category,
      image: withImage ? await pngFile() : undefined,
    });
    expect(response.statusCode, response.body).toBe(201);
    return productSchema.parse(response.json());
  }

  const isStored: CatalogTestKit['isStored'] = async (kind, fileName) => {
    if (!fileName) return false;
    const thumbnail = fileName.replace(/\.webp$/, '.thumb.webp');
    return Boolean((await t.uploads.stat(kind, fileName)) && (await t.uploads.stat(kind, thumbnail)));
  };

  return { adminHeaders, customerHeaders, send, addCategory, addProduct, isStored };
}
