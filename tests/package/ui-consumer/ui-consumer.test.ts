// Proof that @dhanya/ui works outside this repo: pack it as npm would publish it, install the
// tarball into another shop's two Vite + React 19 apps (one without Tailwind, one with
// Tailwind CSS v4), type-check them strictly, build them, serve them and look at them in
// Chromium: the theme, the base styles, a second dictionary, and what they download.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../support/chromium';
import { apps, type AppName, type ConsumerShop, packAndInstall, pages, uiDir } from './consumer-shop';
import { latinWordsOnPage } from './read-texts';
import { serveFolder } from './static-server';

const uiManifest = JSON.parse(readFileSync(path.join(uiDir, 'package.json'), 'utf8'));
const theme = {
  background: 'rgb(244, 245, 244)',
  foreground: 'rgb(27, 38, 39)',
  ring: 'rgb(254, 189, 47)',
  secondary: 'rgb(254, 189, 47)',
};

let shop: ConsumerShop;
let browser: Browser | undefined;
const servers: Server[] = [];
const urls = {} as Record<AppName, string>;
/**
 * The page's toast, found by its slot: a toast shown just before the modal checkout dialog opens
 * is hidden from the accessibility tree with the rest of the page, so no role query finds it.
 */
const shownToast = '[data-slot="toast"]';
/** Gzipped bytes of the JS and CSS each page loads, reported at the end. */
const sizes: Record<string, { js: number; css: number }> = {};

beforeAll(() => {
  expect(
    readFileSync(path.join(uiDir, 'dist/index.js')).length,
    'build @dhanya/ui first (npm test does)',
  ).toBeGreaterThan(0);
  shop = packAndInstall();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  if (shop) rmSync(shop.workDir, { recursive: true, force: true });
  if (Object.keys(sizes).length) {
    console.log('@dhanya/ui in another shop, gzipped (JS / CSS):');
    for (const [page, { js, css }] of Object.entries(sizes)) {
      console.log(`  ${page}: ${(js / 1000).toFixed(1)} kB / ${(css / 1000).toFixed(1)} kB`);
    }
  }
});

describe('the tarball', () => {
  it('ships its build, both style paths, README, LICENSE and CHANGELOG, without source maps', () => {
    const listing = execFileSync('tar', ['-tzf', shop.tarball], { encoding: 'utf8' }).split('\n');
    expect(listing).toEqual(
      expect.arrayContaining([
        'package/README.md',
        'package/LICENSE',
        'package/CHANGELOG.md',
        'package/dist/index.js',
        'package/dist/index.d.ts',
        'package/dist/styles.css',
        'package/dist/styles-without-reset.css',
        'package/src/tailwind.css',
        'package/src/theme.css',
        'package/src/base.css',
      ]),
    );
    expect(listing.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(listing.some((file) => file.includes('.test.'))).toBe(false);
    expect(uiManifest.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    });
    expect(Object.keys(uiManifest.peerDependencies)).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(uiManifest.dependencies.react).toBeUndefined();
  });

  it('sets no custom property on the page but its own --dh- ones', () => {
    for (const file of ['styles.css', 'styles-without-reset.css']) {
      const css = readFileSync(path.join(uiDir, 'dist', file), 'utf8');
      const declared = new Set([...css.matchAll(/(?:^|[;{\s])(--[\w-]+):/g)].map(([, name]) => name!));
      expect(
        [...declared].filter((name) => !/^--(dh|tw)-/.test(name)),
        file,
      ).toEqual([]);
      expect(declared).toContain('--dh-color-primary');
    }
  });
});

describe('another shop', () => {
  it('type-checks both apps under strict and exactOptionalPropertyTypes', () => {
    execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: shop.shopDir, stdio: 'pipe' });
  });

  it("finds the components' classes through tailwind.css alone, without Vite's module graph", () => {
    // Tailwind's Vite plugin also scans what Vite bundles; its CLI (as PostCSS does) reads the
    // sources @source names, so this proves the path relative to the package. Before the
    // builds: the CLI would find the classes in the app's own dist/ too.
    // Run in the app's folder, below the shop's node_modules, as in a monorepo.
    const appDir = path.join(shop.shopDir, 'tailwind');
    const css = execFileSync('npx', ['tailwindcss', '-i', path.join(appDir, 'src/app.css')], {
      cwd: appDir,
      encoding: 'utf8',
    });
    for (const utility of ['.bg-secondary', '.rounded-card', '.animate-dh-spin']) expect(css).toContain(utility);
  });

  it('builds both apps with Vite, the Tailwind one from one import', () => {
    for (const [app, page] of pages) {
      execFileSync('npx', ['vite', 'build'], {
        cwd: path.join(shop.shopDir, app),
        // Vitest sets NODE_ENV=test, which would give the apps React's development build.
        env: { ...process.env, NODE_ENV: 'production', PAGE: page },
        stdio: 'pipe',
      });
    }
    const tailwindCss = readFileSync(path.join(shop.shopDir, 'tailwind/src/app.css'), 'utf8');
    expect(tailwindCss).not.toContain('node_modules');
  });
});

describe('in Chromium', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const app of apps) {
      const served = await serveFolder(path.join(shop.shopDir, app, 'dist'));
      servers.push(served.server);
      urls[app] = served.url;
    }
  });

  /** Opens a page (`index`, `button`…, and a query) and notes the gzipped size of the JS and CSS it loaded. */
  async function open(app: AppName, name: string, query = ''): Promise<Page> {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 800 } });
    const loaded = { js: 0, css: 0 };
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
      if (kind) loaded[kind] += gzipSync(readFileSync(path.join(shop.shopDir, app, 'dist', pathname))).length;
    });
    await page.goto(`${urls[app]}/${name}/${name}.html${query}`, { waitUntil: 'networkidle' });
    // The figures printed at the end: a Button alone and the full page.
    if (name !== 'no-reset') sizes[`${app} ${name}`] ??= loaded;
    return page;
  }

  describe.each(apps)('the %s app', (app) => {
    it('shows the theme: page background, text colour, and the focus ring on Tab', async () => {
      const page = await open(app, 'button');
      const body = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return { background: getComputedStyle(document.documentElement).backgroundColor, color: style.color };
      });
      expect(body).toEqual({ background: theme.background, color: theme.foreground });
      const button = page.getByRole('button', { name: 'Order now' });
      // The component's own utilities are there: in the Tailwind app, found through tailwind.css's @source.
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(theme.secondary);
      await page.keyboard.press('Tab');
      await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
      // The button's colours ease in (transition-colors): the ring is read once it has settled.
      const ring = () =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
        });
      await expect.poll(ring).toBe(`solid 2px ${theme.ring}`);
      await page.close();
    });

    it('speaks the second dictionary in every text, screen-reader texts included', async () => {
      const english = await open(app, 'index');
      await english.getByRole('dialog', { name: 'Checkout' }).waitFor();
      await english.locator(shownToast).filter({ hasText: 'कार्ट में डाल दिया गया' }).waitFor();
      const words = await english.evaluate(latinWordsOnPage);
      // The check finds the library's English, visible and read out.
      expect(words).toEqual(expect.arrayContaining(['BUTTON: Place', 'SPAN: Original']));
      expect(words.some((word) => word.includes('[aria-label]'))).toBe(true);
      await english.close();

      const hindi = await open(app, 'index', '?lang=hi');
      await hindi.getByRole('dialog', { name: 'ऑर्डर पूरा करें' }).waitFor();
      await hindi.locator(shownToast).filter({ hasText: 'कार्ट में डाल दिया गया' }).waitFor();
      await hindi.getByRole('button', { name: 'ऑर्डर करें' }).click();
      await hindi.getByRole('alert').filter({ hasText: 'कृपया सभी ज़रूरी जानकारी भरें' }).waitFor();
      expect(await hindi.evaluate(latinWordsOnPage)).toEqual([]);
      await hindi.close();
    });
  });

  it('leaves a page its own element styles with styles-without-reset.css, the components as designed', async () => {
    const look = (page: Page) =>
      page.getByRole('button', { name: 'Order now' }).evaluate((element) => {
        const style = getComputedStyle(element);
        const { width, height } = element.getBoundingClientRect();
        return [style.backgroundColor, style.border, style.borderRadius, style.padding, style.font, width, height];
      });
    const withReset = await open('plain', 'button');
    const designed = await look(withReset);
    await withReset.close();

    const page = await open('plain', 'no-reset');
    const host = await page.evaluate(() => ({
      h1Margin: getComputedStyle(document.querySelector('h1')!).marginTop,
      listStyle: getComputedStyle(document.querySelector('li')!).listStyleType,
      bodyMargin: getComputedStyle(document.body).marginTop,
    }));
    expect(host.h1Margin).not.toBe('0px');
    expect(host.listStyle).toBe('disc');
    expect(host.bodyMargin).toBe('8px');
    expect(await look(page)).toEqual(designed);
    expect(designed[0]).toBe(theme.secondary);
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: 'Order now' });
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(theme.ring);
    await page.close();
  });

  it('reaches every element of the components with the scoped reset: each sits in a [data-slot] root', async () => {
    const page = await open('plain', 'no-reset', '?full');
    await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
    await page.locator(shownToast).filter({ hasText: 'कार्ट में डाल दिया गया' }).waitFor();
    // Outside the roots are only wrappers without styles of their own (the page's main, portal
    // containers): any leaf, or any element the browser styles (lists, headings, buttons…), is a
    // component part the reset does not reach.
    const outside = await page.evaluate(() => {
      const styledByBrowser =
        /^(ul|ol|li|h[1-6]|p|a|button|input|select|textarea|label|img|svg|hr|table|fieldset|legend|figure|blockquote|dl|dd|menu)$/i;
      return (
        [...document.body.querySelectorAll('*')]
          .filter((element) => !element.closest('[data-slot], script, style'))
          .filter((element) => element.children.length === 0 || styledByBrowser.test(element.tagName))
          // Radix's focus guards and its visually hidden announcements are never drawn.
          .filter((element) => {
            const { width, height } = element.getBoundingClientRect();
            return !element.hasAttribute('data-radix-focus-guard') && width > 1 && height > 1;
          })
          .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`)
      );
    });
    expect(outside).toEqual([]);
    await page.close();
  });

  it('costs less for a Button alone than for the full page', () => {
    for (const app of apps) {
      expect(sizes[`${app} button`]!.js).toBeLessThan(sizes[`${app} index`]!.js);
      expect(sizes[`${app} button`]!.css).toBeGreaterThan(0);
    }
  });
});
