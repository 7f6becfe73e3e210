import { errorSchema, paths } from '@dhanya/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { rateLimitHits } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './harness.js';
import { call } from './shop-support.js';

let t: TestApp;
/** A second server on the same database, as behind a load balancer. */
let second: App;

beforeAll(async () => {
  // The shop's real limits, but for search, which is cut to 5 a minute to keep the test short.
  t = await createTestApp({ config: { rateLimits: { search: { max: 5, windowSeconds: 60 } } } });
  second = await t.secondServer();
});
afterAll(() => t?.close());

let person = 0;
const lead = () => ({ name: `Shopper ${++person}`, email: `shopper.${person}@example.in`, phone: '9876543210' });
const contact = () => ({ ...lead(), message: 'Do you deliver to Mysuru?' });
const signup = () => ({
  firstName: 'Kaveri',
  lastName: 'Shetty',
  email: `kaveri.${++person}@example.in`,
  phoneNumber: '9876501234',
  countryCode: '+91',
  password: 'foxtail-7',
  confirmPassword: 'foxtail-7',
  country: 'India',
  region: 'Karnataka',
});

function expectTooMany(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(429);
  expect(errorSchema.parse(response.json()).msg).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('per-address limits', () => {
  it.each([
    ['lead', paths.sendLead, lead, 201],
    ['contact', paths.sendContactMessage, contact, 201],
  ] as const)('%s: 10 an hour from one address, counted across servers', async (_name, url, body, status) => {
    const address = `198.18.${++person % 250}.1`;
    for (let request = 1; request <= 10; request++) {
      const app = request % 2 ? t.app : second;
      expect((await call(app, 'POST', url, { body: body(), remoteAddress: address })).statusCode, `#${request}`).toBe(
        status,
      );
    }
    expectTooMany(await call(t.app, 'POST', url, { body: body(), remoteAddress: address }));
    expectTooMany(await call(second, 'POST', url, { body: body(), remoteAddress: address }));
    expect((await call(t.app, 'POST', url, { body: body(), remoteAddress: '198.18.251.9' })).statusCode).toBe(status);

    await t.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
    expect((await call(t.app, 'POST', url, { body: body(), remoteAddress: address })).statusCode).toBe(status);
  });

  it('[issue 31] sign-up: 10 an hour from an IPv6 /64 (a household), counted across servers', async () => {
    const network = `2001:db8:31:${++person}`;
    for (let request = 1; request <= 10; request++) {
      const app = request % 2 ? t.app : second;
      const remoteAddress = `${network}::${request.toString(16)}`;
      expect((await call(app, 'POST', paths.signup, { body: signup(), remoteAddress })).statusCode, `#${request}`).toBe(
        201,
      );
    }
    expectTooMany(await call(second, 'POST', paths.signup, { body: signup(), remoteAddress: `${network}:ffff::1` }));
    const nextDoor = `2001:db8:31:${++person}::1`;
    expect((await call(t.app, 'POST', paths.signup, { body: signup(), remoteAddress: nextDoor })).statusCode).toBe(201);
  });

  it("[issue 31] sign-up: a carrier's shared IPv4 address (CGNAT) is not stopped at 10 an hour", async () => {
    const address = `198.18.${++person % 250}.2`;
    for (let request = 1; request <= 15; request++) {
      const app = request % 2 ? t.app : second;
      expect(
        (await call(app, 'POST', paths.signup, { body: signup(), remoteAddress: address })).statusCode,
        `#${request}`,
      ).toBe(201);
    }
  });

  it('counts refused requests too: a flood of bad forms is limited', async () => {
    const address = '198.18.252.1';
    for (let request = 1; request <= 10; request++) {
      expect((await call(t.app, 'POST', paths.sendLead, { body: {}, remoteAddress: address })).statusCode).toBe(400);
    }
    expectTooMany(await call(t.app, 'POST', paths.sendLead, { body: lead(), remoteAddress: address }));
  });

  it('search: counted per server process, within the configured limit', async () => {
    const search = (app: App, query: string) =>
      call(app, 'GET', `${paths.search}?query=${query}`, { remoteAddress: '198.18.253.1' });
    for (let request = 1; request <= 5; request++) expect((await search(t.app, `dal${request}`)).statusCode).toBe(200);
    expectTooMany(await search(t.app, 'rice'));
    expect((await search(second, 'rice')).statusCode).toBe(200);
  });

  it('an IPv6 /64 counts as one address', async () => {
    for (let request = 1; request <= 10; request++) {
      const remoteAddress = `2001:db8:1:2::${request.toString(16)}`;
      expect((await call(t.app, 'POST', paths.sendLead, { body: lead(), remoteAddress })).statusCode).toBe(201);
    }
    const sameNetwork = await call(t.app, 'POST', paths.sendLead, { body: lead(), remoteAddress: '2001:db8:1:2::ff' });
    expectTooMany(sameNetwork);
  });
});

describe('[issue 31] sign-up ceilings: per IPv4 address, per IPv6 /64, and shop-wide', () => {
  let small: TestApp;
  beforeAll(async () => {
    // The real limits' shape, made small: 2 per /64, 3 per IPv4 address, 6 in all.
    small = await createTestApp({
      config: { rateLimits: { signup: { max: 2, maxPerIPv4: 3, maxShopWide: 6, windowSeconds: 3600 } } },
    });
  });
  afterAll(() => small?.close());

  const signUpFrom = (remoteAddress: string) =>
    call(small.app, 'POST', paths.signup, { body: signup(), remoteAddress });

  it('an IPv4 address gets its higher ceiling, a /64 its own; past them, the shop-wide one stops a spread-out script', async () => {
    for (let request = 1; request <= 3; request++) expect((await signUpFrom('203.0.113.50')).statusCode).toBe(201);
    expectTooMany(await signUpFrom('203.0.113.50'));
    for (let request = 1; request <= 2; request++)
      expect((await signUpFrom(`2001:db8:50::${request}`)).statusCode).toBe(201);
    expectTooMany(await signUpFrom('2001:db8:50::3'));
    // 5 accounts so far; the refusals above did not count against the shop.
    expect((await signUpFrom('203.0.113.51')).statusCode).toBe(201);
    expectTooMany(await signUpFrom('203.0.113.52'));
    expectTooMany(await signUpFrom('2001:db8:51::1'));

    await small.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
    expect((await signUpFrom('203.0.113.52')).statusCode).toBe(201);
  });

  it('a form the schema refuses is not counted against the shop', async () => {
    await small.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
    for (let request = 1; request <= 8; request++) {
      const refused = await call(small.app, 'POST', paths.signup, {
        body: {},
        remoteAddress: `2001:db8:60:${request}::1`,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await signUpFrom('203.0.113.60')).statusCode).toBe(201);
  });
});
