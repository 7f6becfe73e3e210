import { paths } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../src/modules/index.js';
import type { ServerModule } from '../src/server-types.js';
import { createTestApp, type TestApp } from './harness.js';
import { call } from './shop-support.js';

/** Stands in for a front end's page. */
const page: ServerModule = async (app) => {
  app.get('/a-page', (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>Shop</p>'));
};

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, page] });
  proxied = await createTestApp({ modules: [...modules, page], config: { trustProxy: 1 } });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

describe('headers of every answer', () => {
  it('Cache-Control: no-store on every answer to a signed-in request', async () => {
    const customer = await t.signup();
    for (const url of [paths.profile, paths.cartItems, paths.cart, paths.myOrders, paths.products]) {
      const response = await call(t.app, 'GET', url, { headers: customer.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/(^|\s)no-store$/);
    }
    const stale = await call(t.app, 'GET', paths.profile, { headers: { authorization: 'Bearer not-a-token' } });
    expect(stale.statusCode).toBe(401);
    expect(stale.headers['cache-control']).toMatch(/(^|\s)no-store$/);
  });

  it('public answers stay cacheable', async () => {
    const response = await call(t.app, 'GET', paths.products);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });

  it('Permissions-Policy on HTML only', async () => {
    const html = await call(t.app, 'GET', '/a-page');
    expect(html.headers['permissions-policy']).toContain('camera=()');
    expect(html.headers['permissions-policy']).toContain('geolocation=()');
    expect((await call(t.app, 'GET', paths.products)).headers['permissions-policy']).toBeUndefined();
  });

  it('HSTS only over HTTPS, as a trusted proxy reports it', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await call(proxied.app, 'GET', '/a-page', { headers: https })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await call(proxied.app, 'GET', '/a-page')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anybody's claim.
    expect(
      (await call(t.app, 'GET', '/a-page', { headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});
