import { readFileSync } from 'node:fs';
import { paths, type Footer } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import content from '../src/modules/content/routes.js';
import { manifestColours } from '../src/modules/content/web-manifest.js';
import { bearer, createTestApp, type TestApp } from './harness.js';
import { call } from './shop-support.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ modules: [content] });
  admin = bearer(await t.createAdmin());
});
afterAll(() => t?.close());

const manifest = async (url: string) => {
  const answer = await call(t.app, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  return answer.json() as Record<string, unknown>;
};

const footer: Footer = {
  companyName: 'Annapurna Millet Stores',
  companyTagline: 'Millets from Karnataka’s farms',
  address: '3 Market Road, Mysuru',
  email: 'hello@annapurna.example',
  phone: '+91 98450 12345',
  socialLinks: { facebook: '', twitter: '', instagram: '', linkedin: '' },
  legalLinks: [],
  translations: { hi: { companyName: 'अन्नपूर्णा मिलेट स्टोर' } },
};

describe('the web app manifest (issue 35)', () => {
  it('installs a new shop under the kit’s name, standalone, on its home page', async () => {
    expect(await manifest(paths.webManifest)).toMatchObject({
      id: '/',
      name: 'Dhanya',
      short_name: 'Dhanya',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-IN',
      theme_color: '#173334',
      background_color: '#f4f5f4',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('takes the shop’s own name from its footer, in the language of the pages that link it', async () => {
    expect((await call(t.app, 'PUT', paths.updateFooter, { headers: admin, body: footer })).statusCode).toBe(200);
    expect(await manifest(paths.webManifest)).toMatchObject({
      name: 'Annapurna Millet Stores',
      short_name: 'Annapurna',
      description: 'Millets from Karnataka’s farms',
      start_url: '/',
    });
    // The Hindi pages' manifest: the Hindi name, the English tagline where none is written.
    expect(await manifest(`/hi${paths.webManifest}`)).toMatchObject({
      name: 'अन्नपूर्णा मिलेट स्टोर',
      short_name: 'अन्नपूर्णा',
      description: 'Millets from Karnataka’s farms',
      lang: 'hi-IN',
      start_url: '/hi',
    });
  });

  it('wears the theme’s own colours', () => {
    const theme = readFileSync(new URL('../../ui/src/theme.css', import.meta.url), 'utf8');
    expect(theme).toContain(`--dh-color-primary: var(--color-primary, ${manifestColours.theme});`);
    expect(theme).toContain(`--dh-color-background: var(--color-background, ${manifestColours.background});`);
  });
});
