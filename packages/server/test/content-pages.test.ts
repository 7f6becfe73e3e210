import {
  aboutSchema,
  errorSchema,
  footerSchema,
  paths,
  returnPolicySchema,
  termsSchema,
  type About,
  type Footer,
} from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const footer: Footer = {
  companyName: 'Dhanya Organics',
  companyTagline: 'Grains from the farm to your kitchen',
  address: '12 Market Road, Mysuru, Karnataka 570001',
  email: 'hello@dhanya.example',
  phone: '+91 98765 43210',
  socialLinks: {
    facebook: 'https://facebook.com/dhanya',
    twitter: '',
    instagram: 'https://instagram.com/dhanya',
    linkedin: '',
  },
  legalLinks: [
    { title: 'Terms', url: '/terms' },
    { title: 'Returns', url: '/return' },
  ],
};

const about: About = {
  title: 'About Dhanya',
  description: 'A family shop of rice and pulses.',
  vision: 'Honest food for every home.',
  mission: 'Buy straight from farmers, sell at fair prices.',
  story: 'Started in 1998 with one cart in the Devaraja market.',
  whyChooseUs: ['Farm fresh', 'No middlemen', 'Free delivery'],
};

describe('content pages on an empty shop', () => {
  it('[API-14] GET /api/footer/getfooter answers an empty footer that passes the schema', async () => {
    const response = await get(paths.footer);
    expect(response.statusCode).toBe(200);
    expect(footerSchema.parse(response.json())).toEqual({
      companyName: '',
      companyTagline: '',
      address: '',
      email: '',
      phone: '',
      socialLinks: { facebook: '', twitter: '', instagram: '', linkedin: '' },
      legalLinks: [],
    });
  });

  it('[API-15] [API-16] [API-17] about, terms and the return policy answer empty texts', async () => {
    expect(aboutSchema.parse((await get(paths.about)).json())).toEqual({
      title: '',
      description: '',
      vision: '',
      mission: '',
      story: '',
      whyChooseUs: [],
    });
    expect(termsSchema.parse((await get(paths.terms)).json())).toEqual({ title: '', content: '' });
    const policy = await get(paths.returnPolicy);
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toEqual({ policyText: '' });
  });

  it('[SERVER-05] the reads need no token, and a bad token on them is ignored', async () => {
    for (const url of [paths.footer, paths.about, paths.terms, paths.returnPolicy]) {
      const response = await get(url, { authorization: 'Bearer not-a-token' });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('the footer', () => {
  it('[API-37] [API-14] PUT /api/footer/updatefooter answers the stored footer, and GET returns it', async () => {
    const response = await put(paths.updateFooter, footer, admin);
    expect(response.statusCode).toBe(200);
    expect(footerSchema.parse(response.json())).toEqual(footer);
    expect(footerSchema.parse((await get(paths.footer)).json())).toEqual(footer);
  });

  it('stores every footer text trimmed, so stray spaces never reach the storefront', async () => {
    const spaced = {
      ...footer,
      companyName: `  ${footer.companyName} `,
      phone: ` ${footer.phone}`,
      socialLinks: { ...footer.socialLinks, facebook: ` ${footer.socialLinks.facebook} ` },
      legalLinks: footer.legalLinks.map((link) => ({ title: ` ${link.title} `, url: ` ${link.url}` })),
    };
    expect((await put(paths.updateFooter, spaced, admin)).statusCode).toBe(200);
    expect((await get(paths.footer)).json()).toEqual(footer);
  });

  it('keeps the stored Hindi when a client that knows no translations saves the footer [I18N]', async () => {
    const hindi = { hi: { companyName: 'धान्य ऑर्गेनिक्स', companyTagline: 'खेत से रसोई तक' } };
    expect((await put(paths.updateFooter, { ...footer, translations: hindi }, admin)).statusCode).toBe(200);
    expect((await put(paths.updateFooter, { ...footer, companyTagline: 'New tagline' }, admin)).statusCode).toBe(200);
    const stored = footerSchema.parse((await get(`${paths.footer}?translations=include`)).json());
    expect(stored).toMatchObject({ companyTagline: 'New tagline', translations: hindi });
    // Sending translations replaces them.
    await put(paths.updateFooter, { ...footer, translations: {} }, admin);
    expect(footerSchema.parse((await get(`${paths.footer}?translations=include`)).json()).translations).toEqual({});
    await put(paths.updateFooter, footer, admin);
  });

  it('[SERVER-10] without a token 401, with a customer token 403, and nothing changes', async () => {
    const changed = { ...footer, companyName: 'Hijacked' };
    const anonymous = await put(paths.updateFooter, changed);
    expect(anonymous.statusCode).toBe(401);
    errorSchema.parse(anonymous.json());
    const forbidden = await put(paths.updateFooter, changed, customer);
    expect(forbidden.statusCode).toBe(403);
    errorSchema.parse(forbidden.json());
    // An anonymous caller learns nothing from validation either.
    expect((await put(paths.updateFooter, { companyName: 1 })).statusCode).toBe(401);
    expect(footerSchema.parse((await get(paths.footer)).json()).companyName).toBe(footer.companyName);
  });

  it.each([
    ['a javascript: social link', { socialLinks: { ...footer.socialLinks, facebook: 'javascript:alert(1)' } }],
    ['a data: legal link', { legalLinks: [{ title: 'x', url: 'data:text/html,<script>alert(1)</script>' }] }],
    ['a protocol-relative link', { legalLinks: [{ title: 'x', url: '//evil.example' }] }],
    ['an unknown social key', { socialLinks: { ...footer.socialLinks, tiktok: 'https://tiktok.com/x' } }],
    ['a legal link without a url', { legalLinks: [{ title: 'Terms', url: '' }] }],
    ['a legal link without a title', { legalLinks: [{ title: ' ', url: '/terms' }] }],
    ['a number for a text field', { phone: 9876543210 }],
    ['a missing field', { companyName: undefined }],
  ])('[SERVER-22] [SERVER-14] %s is refused with 400 {msg} and nothing is written', async (_name, change) => {
    const response = await put(paths.updateFooter, { ...footer, ...change }, admin);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).not.toBe('');
    expect(footerSchema.parse((await get(paths.footer)).json())).toEqual(footer);
  });

  it('[CONTENT-08] markup in a footer field is stored and returned as text, verbatim', async () => {
    const marked = { ...footer, companyTagline: '<script>alert("x")</script><img src=x onerror=alert(1)>' };
    expect((await put(paths.updateFooter, marked, admin)).statusCode).toBe(200);
    const response = await get(paths.footer);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(footerSchema.parse(response.json()).companyTagline).toBe(marked.companyTagline);
    expect((await put(paths.updateFooter, footer, admin)).statusCode).toBe(200);
  });

  it('answers with an ETag, a 304 when unchanged, and a fresh body after an admin write', async () => {
    const first = await get(paths.footer);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get(paths.footer, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);

    await put(paths.updateFooter, { ...footer, phone: '+91 80 2345 6789' }, admin);
    const after = await get(paths.footer, { 'if-none-match': String(etag) });
    expect(after.statusCode).toBe(200);
    expect(footerSchema.parse(after.json()).phone).toBe('+91 80 2345 6789');
  });
});

describe('about and terms (admin edits beyond the spec)', () => {
  it('[API-15] PUT /api/about/updateabout stores the page and GET /api/about/getabout returns it', async () => {
    const response = await put(paths.updateAbout, about, admin);
    expect(response.statusCode).toBe(200);
    expect(aboutSchema.parse(response.json())).toEqual(about);
    expect(aboutSchema.parse((await get(paths.about)).json())).toEqual(about);
  });

  it('[API-16] PUT /api/terms/updateterms stores the terms and GET /api/terms/getterms returns them', async () => {
    const terms = { title: 'Terms of sale', content: 'Prices include GST.\n\nDelivery in 3 to 5 days.' };
    const response = await put(paths.updateTerms, terms, admin);
    expect(response.statusCode).toBe(200);
    expect(termsSchema.parse((await get(paths.terms)).json())).toEqual(terms);
  });

  it('[SERVER-10] both need an admin: 401 without a token, 403 for a customer', async () => {
    for (const [url, body] of [
      [paths.updateAbout, about],
      [paths.updateTerms, { title: 'x', content: 'y' }],
    ] as const) {
      expect((await put(url, body)).statusCode, url).toBe(401);
      expect((await put(url, body, customer)).statusCode, url).toBe(403);
    }
  });

  it('[SERVER-14] titles over 200 characters, terms over 50,000 and missing fields are refused', async () => {
    const refusals = [
      [paths.updateAbout, { ...about, title: 'x'.repeat(201) }],
      [paths.updateAbout, { ...about, whyChooseUs: 'Farm fresh' }],
      [paths.updateAbout, { ...about, vision: 'x'.repeat(5001) }],
      [paths.updateTerms, { title: 'Terms', content: 'x'.repeat(50_001) }],
      [paths.updateTerms, { title: '', content: 'Some terms' }],
    ] as const;
    for (const [url, body] of refusals) {
      const response = await put(url, body, admin);
      expect(response.statusCode, url).toBe(400);
      errorSchema.parse(response.json());
    }
    expect(aboutSchema.parse((await get(paths.about)).json())).toEqual(about);
  });
});

describe('the return policy', () => {
  const policyText = 'Returns within 7 days of delivery.\nUnopened packs only. <b>Not bold</b>';

  it('[API-40] [API-17] PUT /api/return-policy answers {policyText} and GET /api/return/getpolicy returns it', async () => {
    const response = await put(paths.updateReturnPolicy, { policyText }, admin);
    expect(response.statusCode).toBe(200);
    expect(returnPolicySchema.parse(response.json())).toEqual({ policyText });
    const read = await get(paths.returnPolicy);
    expect(z.strictObject({ policyText: z.string() }).parse(read.json())).toEqual({ policyText });
  });

  it('[CONTENT-08] markup in the policy comes back verbatim', async () => {
    expect(returnPolicySchema.parse((await get(paths.returnPolicy)).json()).policyText).toContain('<b>Not bold</b>');
  });

  it('[SERVER-10] 401 without a token and 403 for a customer', async () => {
    expect((await put(paths.updateReturnPolicy, { policyText: 'x' })).statusCode).toBe(401);
    expect((await put(paths.updateReturnPolicy, { policyText: 'x' }, customer)).statusCode).toBe(403);
    expect(returnPolicySchema.parse((await get(paths.returnPolicy)).json())).toEqual({ policyText });
  });

  it('[SERVER-14] an empty policy, a policy over 50,000 characters or a wrong type is a 400 {msg}', async () => {
    for (const body of [{ policyText: '   ' }, { policyText: 'x'.repeat(50_001) }, { policyText: 42 }, {}]) {
      const response = await put(paths.updateReturnPolicy, body, admin);
      expect(response.statusCode).toBe(400);
      errorSchema.parse(response.json());
    }
    const longest = 'x'.repeat(50_000);
    expect((await put(paths.updateReturnPolicy, { policyText: longest }, admin)).statusCode).toBe(200);
    expect(returnPolicySchema.parse((await get(paths.returnPolicy)).json()).policyText).toHaveLength(50_000);
  });
});
