import { defaultShopSettings, errorSchema, paths, shopSettingsSchema } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import content from '../src/modules/content/routes.js';
import { bearer, createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ modules: [content] });
  admin = bearer(await t.createAdmin());
  customer = (await t.signup()).headers;
});
afterAll(() => t?.close());

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: paths.shopSettings, headers });
const put = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: paths.shopSettings,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe("the shop's settings", () => {
  it('[SETTINGS-01] [issue 31] are the defaults until saved: a low-stock threshold of 5, 1 h to pay, no rules', async () => {
    const response = await get(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(shopSettingsSchema.parse(response.json())).toEqual(defaultShopSettings);
    expect(defaultShopSettings).toMatchObject({
      lowStockThreshold: 5,
      unpaidOrderHours: 1,
      upiId: '',
      codPincodes: [],
      prepaidPincodes: [],
      codMaxOrder: null,
      minOrder: null,
    });
  });

  it('[SETTINGS-02] are saved by the staff and read back as saved, unknown fields dropped', async () => {
    const saved = await put({ lowStockThreshold: 12, ownerNote: 'not a setting' }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...defaultShopSettings, lowStockThreshold: 12 });
    expect((await get(admin)).json()).toEqual({ ...defaultShopSettings, lowStockThreshold: 12 });
    // 0 flags only what is sold out.
    expect((await put({ lowStockThreshold: 0 }, admin)).json()).toMatchObject({ lowStockThreshold: 0 });
  });

  it.each([
    ['a negative threshold', { lowStockThreshold: -1 }],
    ['a fraction', { lowStockThreshold: 2.5 }],
    ['text', { lowStockThreshold: 'five' }],
    ['more than 10,000', { lowStockThreshold: 10_001 }],
    ['nothing', { lowStockThreshold: null }],
  ])('[SETTINGS-03] refuse %s with 400 and the reason, keeping what was saved', async (_case, body) => {
    await put({ lowStockThreshold: 7 }, admin);
    const response = await put(body, admin);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toContain(
      'Low-stock threshold must be a whole number from 0 to 10,000',
    );
    expect((await get(admin)).json()).toMatchObject({ lowStockThreshold: 7 });
  });

  it('[SETTINGS-04] are the staff’s alone: 401 without a token, 403 for a shopper', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(customer)).statusCode).toBe(403);
    expect((await put({ lowStockThreshold: 1 })).statusCode).toBe(401);
    expect((await put({ lowStockThreshold: 1 }, customer)).statusCode).toBe(403);
    expect((await get(admin)).headers['cache-control']).toContain('no-store');
  });
});

describe("the shop's business, UPI, delivery and order settings (issue 15)", () => {
  const shop = {
    legalName: 'Dhanya Organics Private Limited',
    gstin: ' 29aagcb7383j1z4 ',
    state: 'Karnataka',
    address: '12 Market Road\nMysuru 570001',
    upiId: ' Dhanya.Stores@OKAXIS ',
    upiPayeeName: 'Dhanya Stores',
    codPincodes: [{ from: '570001', to: '570030' }],
    prepaidPincodes: [{ from: '560001', to: '560001' }],
    codMaxOrder: 2000,
    minOrder: 199.5,
    whatsappNumber: '+91 98450 12345',
    unpaidOrderHours: 6,
    invoicePrefix: ' sr ',
    orderEmail: ' Orders@Dhanya.example ',
  };

  it('[SETTINGS-05] are saved tidied: GSTIN, UPI ID and invoice prefix without spaces, the WhatsApp number as 10 digits', async () => {
    const saved = await put(shop, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...shop,
      lowStockThreshold: defaultShopSettings.lowStockThreshold,
      gstin: '29AAGCB7383J1Z4',
      upiId: 'dhanya.stores@okaxis',
      whatsappNumber: '9845012345',
      invoicePrefix: 'SR',
      orderEmail: 'orders@dhanya.example',
    };
    expect(saved.json()).toEqual(expected);
    expect((await get(admin)).json()).toEqual(expected);
  });

  it.each([
    ['a GSTIN of the wrong length', { gstin: '29AAGCB7383J1Z' }, 'GSTIN must be 15 characters'],
    ['a GSTIN with a typo', { gstin: '29AAGCB7383J1Z5' }, 'GSTIN check character does not match'],
    ['a GSTIN of no state', { gstin: '99AAGCB7383J1Z4' }, 'which is no state'],
    ['a GSTIN of another state', { gstin: '33AAACH7409R1Z8' }, 'This GSTIN is registered in Tamil Nadu, not Karnataka'],
    ['a state that is not one', { state: 'Karnatak' }, 'Choose a state from the list'],
    ['a UPI ID without a handle', { upiId: 'dhanya.stores' }, 'UPI ID must look like yourshop@okaxis'],
    ['a UPI ID without a payee', { upiPayeeName: '' }, 'Payee name is required with a UPI ID'],
    ['a pincode of 5 digits', { codPincodes: [{ from: '57000', to: '57000' }] }, ''],
    ['a range backwards', { codPincodes: [{ from: '570030', to: '570001' }] }, 'must not end before it starts'],
    ['a negative COD limit', { codMaxOrder: -1 }, 'COD limit must be a number of 0 or more'],
    ['a landline for WhatsApp', { whatsappNumber: '0821 2345678' }, 'WhatsApp number must be a 10-digit mobile number'],
    ['no time to pay', { unpaidOrderHours: 0 }, 'Unpaid UPI orders must cancel after 1 to 168 hours'],
    [
      'an invoice prefix too long for GST',
      { invoicePrefix: 'DHAN' },
      'Invoice prefix must be 1 to 3 letters or digits',
    ],
    ['an invoice prefix with a slash', { invoicePrefix: 'D/' }, 'Invoice prefix must be 1 to 3 letters or digits'],
    ['an order e-mail that is not one', { orderEmail: 'orders at dhanya' }, 'Please enter a valid email address'],
  ])('[SETTINGS-06] refuse %s with 400 and the reason, keeping what was saved', async (_case, change, reason) => {
    expect((await put(shop, admin)).statusCode).toBe(200);
    const response = await put({ ...shop, ...change }, admin);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toContain(reason);
    expect((await get(admin)).json()).toMatchObject({ gstin: '29AAGCB7383J1Z4', codMaxOrder: 2000 });
  });
});
