import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFrontendBuilds } from '../src/http/frontends.js';
import { fakeBuild, fakeEarlyInputScript, fakeStorefrontBuild } from './fake-builds.js';
import { createTestApp, type TestApp } from './harness.js';
import { addProduct } from './shop-support.js';

describe('front-end builds served beside the API', () => {
  let repo: string;
  let t: TestApp;

  beforeAll(async () => {
    repo = mkdtempSync(path.join(tmpdir(), 'dhanya-frontends-'));
    fakeStorefrontBuild(repo);
    fakeBuild(repo, 'packages/admin/dist', 'Admin');
    t = await createTestApp({ frontends: findFrontendBuilds(repo), config: { publicUrl: 'https://shop.example' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(repo, { recursive: true, force: true });
  });

  it('[LAYOUT-03] a deep link to a storefront route is rendered by the storefront build', async () => {
    for (const url of ['/', '/product/abc', '/cart', '/Allordersucess', '/signup?next=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Storefront</title>');
      // The build got the request's path, the shop's origin, the manifest, and the API's own answers.
      expect(res.body).toContain(`<p>${url} at https://shop.example, footer 200, entry x.js</p>`);
    }
  });

  it("allows a page's first inline script by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/abc' });
    const hash = createHash('sha256').update(fakeEarlyInputScript).digest('base64');
    expect(res.body).toContain(`<script>${fakeEarlyInputScript}</script>`);
    expect(/script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]).toBe(
      `'self' 'sha256-${hash}'`,
    );
  });

  it('answers with the status and redirect the renderer gives', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/missing/thing' })).statusCode).toBe(404);
    const moved = await t.app.inject({ method: 'GET', url: '/old' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/new');
  });

  it('compresses pages with brotli when asked, and sends built files precompressed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Storefront</title>');

    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/entry-3f9a2b1c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toContain('console.log');

    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses JSON answers of 1 KiB or more, and leaves smaller ones as they are', async () => {
    const ask = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const small = await ask('/healthz');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    for (let i = 0; i < 6; i++) await addProduct(t.db, { description: `A long description ${'of rice '.repeat(40)}` });
    const large = await ask('/api/product/get');
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveLength(6);
  });

  it('[LAYOUT-03] /admin-login and /admin-dashboard load the admin page', async () => {
    for (const url of ['/admin-login', '/admin-dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>Admin</title>');
    }
  });

  it('serves hashed assets with a long cache and pages with no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/entry-3f9a2b1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/product/abc' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a browser asking for /favicon.ico to the shop icon', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(301);
    expect(icon.headers.location).toBe('/favicon.svg');
  });

  it('[SERVER-45] unknown API paths stay JSON 404s, never the page', async () => {
    for (const url of ['/api/nope', '/cart/nope', '/uploads/products/missing.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ msg: expect.any(String) });
    }
  });
});

describe('before the storefront is built', () => {
  let repo: string;
  let t: TestApp;

  beforeAll(async () => {
    repo = mkdtempSync(path.join(tmpdir(), 'dhanya-frontends-'));
    fakeBuild(repo, 'storybook-static', 'Storybook');
    t = await createTestApp({ frontends: findFrontendBuilds(repo) });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(repo, { recursive: true, force: true });
  });

  it('sends the home page to the Storybook build, which is served under /storybook/', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/storybook/');
    const storybook = await t.app.inject({ method: 'GET', url: '/storybook/' });
    expect(storybook.body).toContain('<title>Storybook</title>');
  });
});
