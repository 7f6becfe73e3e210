import { paths } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './harness.js';

// Rights are checked before the input: a caller without them learns nothing from validation.
describe('rights are checked before the request is validated', () => {
  let t: TestApp;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = bearer((await t.signup()).token);
  });
  afterAll(() => t?.close());

  it('[SERVER-04] a cart call without a token and with a bad body is 401, not 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: paths.addToCart, payload: { productId: 42, quantity: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: expect.any(String) });
  });

  it('[SERVER-10] an admin call with a malformed id is 401 without a token and 403 for a shopper', async () => {
    const url = paths.deleteCategory('not-a-uuid');
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: shopper })).statusCode).toBe(403);
  });

  it('[SERVER-10] a shopper sending an invalid special offer gets 403, not 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: paths.addSpecialOffer,
      headers: shopper,
      payload: { productId: '', discount: 500 },
    });
    expect(res.statusCode).toBe(403);
  });
});
