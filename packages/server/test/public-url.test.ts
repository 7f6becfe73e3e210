import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/config.js';
import { findFrontendBuilds } from '../src/http/frontends.js';
import { fakeStorefrontBuild } from './fake-builds.js';
import { createTestApp, type TestApp } from './harness.js';
import { gstShop, orderOf } from './invoice-support.js';
import { addProduct, saveShopSettings } from './shop-support.js';
import { startSmtpCatcher } from './smtp-catcher.js';

/** A forged Host, as `curl -H 'Host: evil.example'` sends it, and the proxy header beside it. */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

let repo: string;
beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'dhanya-public-url-'));
  // Its pages print the origin the server rendered them with: "/about at https://…".
  fakeStorefrontBuild(repo);
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('[issue 31] absolute links come from PUBLIC_URL, never from the request', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const settings = readSettings({ PUBLIC_URL: 'https://shop.example/', TRUST_PROXY: '1', SMTP_URL: smtp.smtpUrl });
    t = await createTestApp({
      frontends: findFrontendBuilds(repo),
      config: {
        publicUrl: settings.publicUrl,
        trustProxy: settings.trustProxy,
        mail: { ...settings.mail!, pollSeconds: 0.05 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a page asked for with a forged Host or X-Forwarded-Host links to the shop', async () => {
    for (const url of ['/about', '/product/abc', '/']) {
      const page = await t.app.inject({ method: 'GET', url, headers: forged });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain(`<p>${url} at https://shop.example, footer 200`);
      expect(page.body).not.toContain('evil.example');
    }
  });

  it("an order placed with a forged Host is mailed with the shop's links", async () => {
    await saveShopSettings(t.db, { ...gstShop, orderEmail: 'orders@dhanya.example' });
    const rice = await addProduct(t.db, { title: 'Sona Masoori Rice', pricePaise: 62_500, quantity: 50 });
    const shopper = await t.signup();
    const withForgedHost = { ...shopper, headers: { ...shopper.headers, ...forged } };
    await orderOf(t, withForgedHost, [[rice.id, 1]]);

    const deadline = Date.now() + 10_000;
    while (!smtp.mails.some((mail) => mail.to.includes('orders@dhanya.example')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mail = smtp.mails.find((each) => each.to.includes('orders@dhanya.example'));
    expect(mail?.text).toContain('Open the orders: https://shop.example/admin/');
    for (const each of smtp.mails) expect(each.text).not.toContain('evil.example');
  });
});

describe('[issue 31] without PUBLIC_URL', () => {
  it('links point at the address the shop listens on, and the start says to set PUBLIC_URL', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const settings = readSettings({ PORT: '5123' });
    const t = await createTestApp({
      frontends: findFrontendBuilds(repo),
      config: { port: settings.port, publicUrl: settings.publicUrl },
      logger: { level: 'warn', stream },
    });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/about', headers: forged });
      expect(page.body).toContain('<p>/about at http://localhost:5123, footer 200');
      expect(page.body).not.toContain('evil.example');
      expect(logged).toMatch(/PUBLIC_URL is not set.*http:\/\/localhost:5123.*In production, set PUBLIC_URL/);
    } finally {
      await t.close();
    }
  });
});
