import { paths } from '@dhanya/api/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../harness.js';
import { testPicture } from '../images.js';
import { addProduct } from '../shop-support.js';
import { multipartBody } from './multipart-body.js';
import { queryRows } from './state-fingerprint.js';

/**
 * A small shop made through the API, so the fuzzer's ids name real rows of every kind: a
 * category, products (a best seller, one on offer), a shop link, a carousel image, a lead, a
 * contact message and an order.
 */
export async function openShop(t: TestApp): Promise<{ picture: Buffer }> {
  const admin = bearer(await t.createAdmin());
  const shopper = (await t.signup()).headers;
  const picture = await testPicture('png');
  const image = { name: 'image', fileName: 'photo.png', type: 'image/png', bytes: picture };

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    headers: object,
    body: object | ReturnType<typeof multipartBody>,
  ) => {
    const form = 'contentType' in body && 'payload' in body;
    const response = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': form ? String(body.contentType) : 'application/json' },
      payload: form ? (body.payload as Buffer) : JSON.stringify(body),
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json<{ _id: string }>();
  };
  const form = (fields: Record<string, string>) =>
    multipartBody([...Object.entries(fields).map(([name, text]) => ({ name, text })), image]);

  const category = await send('POST', paths.addCategory, admin, form({ name: 'Rice' }));
  const productFields = { description: 'From Raichur', quantity: '50', price: '33.10', category: category._id };
  const rice = await send('POST', paths.addProduct, admin, form({ ...productFields, title: 'Sona Masoori' }));
  const dal = await send('POST', paths.addProduct, admin, form({ ...productFields, title: 'Toor Dal' }));
  await send('POST', paths.addBestSeller, admin, { productId: rice._id });
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await send('POST', paths.addSpecialOffer, admin, { productId: dal._id, discount: 10, discountExpiry: nextWeek });
  await send('POST', paths.addShopLink, admin, form({ title: 'New rice', category: 'new-arrival' }));
  await send('POST', paths.addCarouselImage, admin, form({ title: 'Harvest', description: 'Fresh from the fields' }));
  const contact = { name: 'Asha', email: 'asha@example.in', message: 'Do you deliver to Mysuru?' };
  await send('POST', paths.sendLead, {}, contact);
  await send('POST', paths.sendContactMessage, {}, contact);
  await send('POST', paths.addToCart, shopper, { productId: rice._id, quantity: 2 });
  const address = { firstName: 'Asha', address: '1 MG Road', city: 'Mysuru', state: 'Karnataka', zip: '570001' };
  await send('POST', paths.checkout, shopper, { paymentType: 'COD', ...address });
  return { picture };
}

/** The ids of every row of every table with a uuid `id`, read again on each call. */
export async function rowIdsQuery(t: TestApp): Promise<() => Promise<string[]>> {
  const tables = (
    await queryRows<{ name: string }>(
      t.db,
      sql`select table_name as name from information_schema.columns
        where table_schema = current_schema() and column_name = 'id' and data_type = 'uuid' order by table_name`,
    )
  ).map((row) => row.name);
  const query = sql.raw(tables.map((name) => `select id::text as id from "${name}"`).join(' union all '));
  return async () => (await queryRows<{ id: string }>(t.db, query)).map((row) => row.id);
}

/**
 * Puts one unit in the shopper's cart before each of their requests, so a checkout reaches
 * past "the cart is empty"; a product the fuzzer deleted is replaced by a new one.
 */
export function cartFiller(t: TestApp): (headers: Record<string, string>) => Promise<void> {
  let productId: string | undefined;
  const addOne = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: paths.addToCart, headers, payload: { productId, quantity: 1 } });
  return async (headers) => {
    if (productId && (await addOne(headers)).statusCode < 300) return;
    productId = (await addProduct(t.db, { title: 'Ragi', quantity: 1_000_000 })).id;
    await addOne(headers);
  };
}
