import { errorSchema, paths, shopSettingsSchema } from '@dhanya/api/contract';
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
  it('[SETTINGS-01] are the defaults until saved: a low-stock threshold of 5', async () => {
    const response = await get(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(shopSettingsSchema.parse(response.json())).toEqual({ lowStockThreshold: 5 });
  });

  it('[SETTINGS-02] are saved by the staff and read back as saved, unknown fields dropped', async () => {
    const saved = await put({ lowStockThreshold: 12, ownerNote: 'not a setting' }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ lowStockThreshold: 12 });
    expect((await get(admin)).json()).toEqual({ lowStockThreshold: 12 });
    // 0 flags only what is sold out.
    expect((await put({ lowStockThreshold: 0 }, admin)).json()).toEqual({ lowStockThreshold: 0 });
  });

  it.each([
    ['a negative threshold', { lowStockThreshold: -1 }],
    ['a fraction', { lowStockThreshold: 2.5 }],
    ['text', { lowStockThreshold: 'five' }],
    ['more than 10,000', { lowStockThreshold: 10_001 }],
    ['nothing', {}],
  ])('[SETTINGS-03] refuse %s with 400 and the reason, keeping what was saved', async (_case, body) => {
    await put({ lowStockThreshold: 7 }, admin);
    const response = await put(body, admin);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toContain(
      'Low-stock threshold must be a whole number from 0 to 10,000',
    );
    expect((await get(admin)).json()).toEqual({ lowStockThreshold: 7 });
  });

  it('[SETTINGS-04] are the staff’s alone: 401 without a token, 403 for a shopper', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(customer)).statusCode).toBe(403);
    expect((await put({ lowStockThreshold: 1 })).statusCode).toBe(401);
    expect((await put({ lowStockThreshold: 1 }, customer)).statusCode).toBe(403);
    expect((await get(admin)).headers['cache-control']).toContain('no-store');
  });
});
