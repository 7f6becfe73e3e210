import { invoiceSchema, paths } from '@dhanya/api/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { gstShop, orderOf } from './invoice-support.js';
import { addProduct, call, saveShopSettings } from './shop-support.js';

let t: TestApp;
let admin: Record<string, string>;
let shopper: TestCustomer;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.createAdmin());
  shopper = await t.signup();
  await saveShopSettings(t.db, gstShop);
});
afterAll(() => t?.close());

it('[GST-09] an invoice keeps its English legal text and adds a product’s Hindi name under the English one [I18N]', async () => {
  const dal = await addProduct(t.db, {
    title: 'Organic Toor Dal',
    pricePaise: 19_900,
    quantity: 50,
    hsnCode: '0713',
    gstRate: 5,
    translations: { hi: { title: 'ऑर्गेनिक तूर दाल' } },
  });
  const rice = await addProduct(t.db, {
    title: 'Sona Masoori Rice',
    pricePaise: 62_500,
    quantity: 50,
    hsnCode: '1006',
  });
  const orderId = await orderOf(
    t,
    shopper,
    [
      [dal.id, 1],
      [rice.id, 1],
    ],
    { paymentType: 'ONLINE' },
  );
  await call(t.app, 'POST', paths.markOrderPaid(orderId), { headers: admin, body: {} });

  const invoice = invoiceSchema.parse(
    (await call(t.app, 'GET', paths.orderInvoice(orderId), { headers: shopper.headers })).json(),
  );
  expect(invoice.lines.map(({ description, localName }) => [description, localName])).toEqual([
    [expect.stringContaining('Organic Toor Dal'), 'ऑर्गेनिक तूर दाल'],
    [expect.stringContaining('Sona Masoori Rice'), null],
  ]);

  const pdf = await call(t.app, 'GET', paths.orderInvoicePdf(orderId), { headers: shopper.headers });
  expect(pdf.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
  expect(text).toContain('Tax Invoice');
  expect(text).toContain('Organic Toor Dal');
  expect(text).toMatch(/[\u0900-\u097F]/u);
});
