import { errorSchema, loginResponseSchema, paths } from '@dhanya/api/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './harness.js';
import { call } from './shop-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const tooMany = { msg: 'Too many failed attempts. Please try again in 15 minutes.' };

function logIn(email: string, password: string, remoteAddress = '127.0.0.1') {
  return call(t.app, 'POST', paths.login, { body: { email, password }, remoteAddress });
}

/** Moves every recorded failure of this email or address 16 minutes into the past. */
async function letTheWindowPass(): Promise<void> {
  await t.db.update(loginFailures).set({ createdAt: sql`now() - interval '16 minutes'` });
}

describe('[SERVER-08] failed logins are limited', () => {
  it('the 11th attempt for one email within 15 minutes is a 429 {msg}, even with the right password', async () => {
    const customer = await t.signup();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Each attempt from another address: only the email is over the limit.
      const response = await logIn(customer.email, 'wrong-password', `10.0.1.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await logIn(customer.email, 'wrong-password', '10.0.1.11');
    expect(eleventh.statusCode).toBe(429);
    expect(errorSchema.parse(eleventh.json())).toEqual(tooMany);

    const right = await logIn(customer.email.toUpperCase(), customer.password, '10.0.1.12');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(tooMany);

    // Another account from the same addresses is not affected.
    const other = await t.signup();
    expect((await logIn(other.email, other.password, '10.0.1.3')).statusCode).toBe(200);
  });

  it('the 11th failure from one address within 15 minutes is a 429 {msg}, whatever the email', async () => {
    const address = '192.0.2.40';
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await logIn(`guess-${attempt}@example.in`, 'wrong-password', address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const customer = await t.signup();
    expect((await logIn(customer.email, customer.password, address)).json()).toEqual(tooMany);
    expect((await logIn('guess-11@example.in', 'wrong-password', address)).statusCode).toBe(429);

    expect((await logIn(customer.email, customer.password, '192.0.2.41')).statusCode).toBe(200);
  });

  it('lets the email and the address in again once the 15 minutes have passed, and forgets old failures', async () => {
    const customer = await t.signup();
    const address = '198.51.100.7';
    for (let attempt = 1; attempt <= 11; attempt++) await logIn(customer.email, 'wrong-password', address);
    expect((await logIn(customer.email, customer.password, address)).statusCode).toBe(429);

    await letTheWindowPass();
    const response = await logIn(customer.email, customer.password, address);
    expect(response.statusCode).toBe(200);
    expect(loginResponseSchema.parse(response.json()).user.email).toBe(customer.email);

    // The next failure prunes what no longer counts.
    await logIn(customer.email, 'wrong-password', address);
    const left = await t.db.select().from(loginFailures);
    expect(left).toHaveLength(1);
  });

  it('never throttles successful logins or signups', async () => {
    const customer = await t.signup();
    const address = '203.0.113.9';
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await logIn(customer.email, customer.password, address)).statusCode, `login ${attempt}`).toBe(200);
    }
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await call(t.app, 'POST', paths.signup, {
        remoteAddress: address,
        body: {
          firstName: 'Kaveri',
          lastName: 'Shetty',
          email: `kaveri.${attempt}@example.in`,
          phoneNumber: '9876501234',
          countryCode: '+91',
          password: 'foxtail-7',
          confirmPassword: 'foxtail-7',
          country: 'India',
          region: 'Karnataka',
        },
      });
      expect(response.statusCode, `signup ${attempt}`).toBe(201);
    }
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.ip, address))).toEqual([]);
  });
});
