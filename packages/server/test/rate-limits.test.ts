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
    ['signup', paths.signup, signup, 201],
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
