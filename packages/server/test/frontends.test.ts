import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFrontendBuilds } from '../src/http/frontends.js';
import { createTestApp, type TestApp } from './harness.js';

function fakeBuild(root: string, folder: string, title: string) {
  const dir = path.join(root, folder);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(dir, 'assets/app-3f9a2b1c.js'), 'console.log(1)');
  return dir;
}

describe('front-end builds served beside the API', () => {
  let repo: string;
  let t: TestApp;

  beforeAll(async () => {
    repo = mkdtempSync(path.join(tmpdir(), 'dhanya-frontends-'));
    fakeBuild(repo, 'packages/storefront/dist', 'Storefront');
    fakeBuild(repo, 'packages/admin/dist', 'Admin');
    t = await createTestApp({ frontends: findFrontendBuilds(repo) });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(repo, { recursive: true, force: true });
  });

  it('[LAYOUT-03] a deep link to a storefront route loads the storefront page', async () => {
    for (const url of ['/', '/product/abc', '/cart', '/Allordersucess', '/signup?next=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Storefront</title>');
    }
  });

  it('[LAYOUT-03] /admin-login and /admin-dashboard load the admin page', async () => {
    for (const url of ['/admin-login', '/admin-dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>Admin</title>');
    }
  });

  it('serves hashed assets with a long cache and pages with no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a2b1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/product/abc' });
    expect(page.headers['cache-control']).toBe('no-cache');
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
