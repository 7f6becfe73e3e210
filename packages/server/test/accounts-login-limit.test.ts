import { errorSchema, loginResponseSchema, paths } from '@dhanya/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './harness.js';
import { call } from './shop-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const firstLockout = { msg: 'Too many failed attempts. Please try again in 15 minutes.' };

function logIn(email: string, password: string, remoteAddress = '127.0.0.1') {
  return call(t.app, 'POST', paths.login, { body: { email, password }, remoteAddress });
}

async function failTimes(times: number, email: string, address: (attempt: number) => string) {
  for (let attempt = 1; attempt <= times; attempt++) {
    const response = await logIn(email, 'wrong-password', address(attempt));
    expect(response.statusCode, `attempt ${attempt}`).toBe(401);
  }
}

/** Moves every counter's window this many minutes into the past. */
async function letTimePass(minutes: number): Promise<void> {
  await t.db
    .update(loginLimits)
    .set({ windowStart: sql`${loginLimits.windowStart} - make_interval(mins => ${minutes})` });
}

function retryAfter(response: { headers: Record<string, unknown> }): number {
  return Number(response.headers['retry-after']);
}

describe('[SERVER-08] failed logins are limited', () => {
  it('the 11th attempt for one email from one address is a 429 {msg} with Retry-After, even with the right password', async () => {
    const customer = await t.signup();
    await failTimes(10, customer.email, () => '10.0.1.1');

    const eleventh = await logIn(customer.email, 'wrong-password', '10.0.1.1');
    expect(eleventh.statusCode).toBe(429);
    expect(errorSchema.parse(eleventh.json())).toEqual(firstLockout);
    expect(retryAfter(eleventh)).toBeGreaterThan(14 * 60);
    expect(retryAfter(eleventh)).toBeLessThanOrEqual(15 * 60);

    const right = await logIn(customer.email.toUpperCase(), customer.password, '10.0.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(firstLockout);
  });

  it('a guesser at one address cannot lock the owner out: the right password still works from elsewhere', async () => {
    const owner = await t.signup();
    await failTimes(10, owner.email, () => '198.18.0.66');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await logIn(owner.email, 'wrong-password', '198.18.0.66')).statusCode).toBe(429);
    }

    const fromHome = await logIn(owner.email, owner.password, '198.18.0.7');
    expect(fromHome.statusCode).toBe(200);
    expect(loginResponseSchema.parse(fromHome.json()).user.email).toBe(owner.email);
  });

  it('the 11th failure from one address is a 429 {msg}, whatever the email; other addresses are not affected', async () => {
    const address = '192.0.2.40';
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await logIn(`guess-${attempt}@example.in`, 'wrong-password', address)).statusCode).toBe(401);
    }
    const customer = await t.signup();
    expect((await logIn(customer.email, customer.password, address)).json()).toEqual(firstLockout);
    expect((await logIn(customer.email, customer.password, '192.0.2.41')).statusCode).toBe(200);
  });

  it('[issue 31] an IPv6 /64 is one address: a guesser cannot step through the addresses of its network', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const address = `2001:db8:31:8::${attempt.toString(16)}`;
      expect((await logIn(`ipv6-guess-${attempt}@example.in`, 'wrong-password', address)).statusCode).toBe(401);
    }
    const customer = await t.signup();
    expect((await logIn(customer.email, customer.password, '2001:db8:31:8:ffff::1')).json()).toEqual(firstLockout);
    expect((await logIn(customer.email, customer.password, '2001:db8:31:9::1')).statusCode).toBe(200);
  });

  it('an email guessed from many addresses meets a looser ceiling of 50 failures', async () => {
    const owner = await t.signup();
    await failTimes(50, owner.email, (attempt) => `100.64.${Math.floor(attempt / 200)}.${attempt % 200}`);
    const fiftyFirst = await logIn(owner.email, owner.password, '100.64.9.9');
    expect(fiftyFirst.statusCode).toBe(429);
    expect(retryAfter(fiftyFirst)).toBeGreaterThan(0);
  });

  it('a parallel burst is limited like a serial one: 40 guesses at once, 10 are checked', async () => {
    const customer = await t.signup();
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => logIn(customer.email, 'wrong-password', '203.0.113.40')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('lets the pair in again once the window has passed, then backs off exponentially', async () => {
    const customer = await t.signup();
    const address = '198.51.100.7';
    await failTimes(10, customer.email, () => address);
    expect((await logIn(customer.email, customer.password, address)).statusCode).toBe(429);

    await letTimePass(16);
    await failTimes(10, customer.email, () => address);
    const second = await logIn(customer.email, customer.password, address);
    expect(second.json()).toEqual({ msg: 'Too many failed attempts. Please try again in 30 minutes.' });
    expect(retryAfter(second)).toBeGreaterThan(29 * 60);

    await letTimePass(31);
    const response = await logIn(customer.email, customer.password, address);
    expect(response.statusCode).toBe(200);
  });

  it('a success resets the count for that pair', async () => {
    const customer = await t.signup();
    const address = '198.51.100.8';
    await failTimes(9, customer.email, () => address);
    expect((await logIn(customer.email, customer.password, address)).statusCode).toBe(200);
    await failTimes(9, customer.email, () => address);
    expect((await logIn(customer.email, customer.password, address)).statusCode).toBe(200);
  });

  it('never throttles successful logins', async () => {
    const customer = await t.signup();
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await logIn(customer.email, customer.password, '203.0.113.9')).statusCode, `login ${attempt}`).toBe(200);
    }
  });
});
