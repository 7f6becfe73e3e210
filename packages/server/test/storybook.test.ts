import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFrontendBuilds } from '../src/http/frontends.js';
import { fakeEarlyInputScript, fakeStorefrontBuild } from './fake-builds.js';
import { createTestApp, type TestApp } from './harness.js';

const anywhereUnder = [
  '/storybook/',
  '/storybook/?path=/docs/ui-button--docs',
  '/storybook/iframe.html?id=ui-button--all',
  '/storybook/assets/iframe-3f9a2b1c.js',
];

const managerGlobals = 'window[\'LOGLEVEL\'] = "info";';
const previewBoot = 'window.__STORYBOOK_PREVIEW__ = true;';

/** What `storybook build` leaves, in short: its two pages carry inline scripts. */
function writeStorybookBuild(folder: string) {
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><title>Dhanya Storybook</title><script>${managerGlobals}</script><script type="module" src="./sb-manager/runtime.js"></script>`,
  );
  writeFileSync(
    path.join(folder, 'iframe.html'),
    `<!doctype html><title>Preview</title><script>\n  ${previewBoot}\n</script><script type="module" crossorigin src="./assets/iframe-3f9a2b1c.js"></script>`,
  );
  writeFileSync(path.join(folder, 'assets/iframe-3f9a2b1c.js'), 'console.log("preview")');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1];

describe('the static Storybook at /storybook/', () => {
  let repo: string;
  let t: TestApp;
  let statusFile: string;
  const setStatus = (status: object | undefined) =>
    status ? writeFileSync(statusFile, JSON.stringify(status)) : rmSync(statusFile, { force: true });
  // As a browser asks, compressed if possible.
  async function get(url: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) as unknown };
  }

  beforeAll(async () => {
    repo = mkdtempSync(path.join(tmpdir(), 'dhanya-storybook-'));
    fakeStorefrontBuild(repo);
    const builds = findFrontendBuilds(repo);
    statusFile = builds.storybook!.statusFile;
    t = await createTestApp({ frontends: builds });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(repo, { recursive: true, force: true });
  });

  it('while the build runs, answers everything under it with a page saying so, which reloads itself', async () => {
    setStatus({ state: 'building', pid: process.pid });
    for (const url of anywhereUnder) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('15');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<h1>The design catalogue is being built</h1>');
      expect(res.body, url).toContain('<meta http-equiv="refresh" content="15">');
      expect(res.body, url).not.toContain('Storefront');
    }
  });

  it('that page needs nothing the site policy forbids: no script, no file of its own', async () => {
    setStatus({ state: 'building', pid: process.pid });
    const res = await get('/storybook/');
    expect(scriptSources(res.headers['content-security-policy'])).toBe("'self'");
    expect(res.body).not.toMatch(/<script|<link|<img|\ssrc=|\sstyle=|url\(/i);
    expect([...res.body.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)).toEqual(['/']);
  });

  it('says so when the build failed, without reloading', async () => {
    setStatus({ state: 'failed' });
    for (const url of anywhereUnder) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.body, url).toContain('<h1>The design catalogue could not be built</h1>');
      expect(res.body, url).not.toContain('http-equiv="refresh"');
      expect(res.headers['retry-after'], url).toBeUndefined();
    }
  });

  it('without a build or a builder, says it is not built (a builder that died is no builder)', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    for (const status of [undefined, { state: 'building', pid: gone }]) {
      setStatus(status);
      const res = await get('/storybook/');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<h1>The design catalogue is not built on this server</h1>');
      expect(res.body).toContain('npm run build-storybook');
      expect(res.body).not.toContain('http-equiv="refresh"');
    }
  });

  it('/storybook without its slash goes to /storybook/, query and all', async () => {
    const res = await get('/storybook?path=/docs/ui-button--docs');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/storybook/?path=/docs/ui-button--docs');
  });

  describe('once the build is in place', () => {
    beforeAll(() => {
      setStatus({ state: 'building', pid: process.pid });
      // The server is not restarted: the folder appears under it, as the background build does.
      writeStorybookBuild(path.join(repo, 'storybook-static'));
      setStatus(undefined);
    });

    it('serves it, without a restart', async () => {
      const catalogue = await get('/storybook/');
      expect(catalogue.statusCode).toBe(200);
      expect(catalogue.body).toContain('<title>Dhanya Storybook</title>');
      const preview = await get('/storybook/iframe.html?id=ui-button--all');
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('<title>Preview</title>');
      const asset = await get('/storybook/assets/iframe-3f9a2b1c.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    });

    it('allows exactly its inline scripts, by hash; the shop keeps script-src self', async () => {
      for (const url of ['/storybook/', '/storybook/iframe.html']) {
        const sources = scriptSources((await get(url)).headers['content-security-policy'])?.split(' ');
        expect(sources?.sort(), url).toEqual(["'self'", sha256(managerGlobals), sha256(`\n  ${previewBoot}\n`)].sort());
      }
      expect(scriptSources((await get('/')).headers['content-security-policy'])).toBe(
        `'self' ${sha256(fakeEarlyInputScript)}`,
      );
    });

    it('a file missing from it is a 404, never a page of the shop', async () => {
      for (const url of ['/storybook/nope.js', '/storybook/assets/gone-3f9a2b1c.js', '/storybook/docs/page']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ msg: 'Not found' });
      }
    });

    it('a failed rebuild leaves the build there served', async () => {
      setStatus({ state: 'failed' });
      const res = await get('/storybook/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Dhanya Storybook</title>');
    });
  });
});
