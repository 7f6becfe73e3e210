import { endSessionsResponseSchema, paths } from '@dhanya/api/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { sessions } from '../src/db/schema.js';
import { bearer, createTestApp, type TestApp } from './harness.js';
import { call } from './shop-support.js';

let t: TestApp;
/** A second server on the same database, as behind a load balancer. */
let second: App;

beforeAll(async () => {
  t = await createTestApp();
  second = await t.secondServer();
});
afterAll(() => t?.close());

const signedInCalls = [
  ['GET', paths.profile],
  ['GET', paths.cartItems],
  ['GET', paths.myOrders],
  ['POST', paths.logout],
] as const;

async function expectRefusedEverywhere(headers: { authorization: string }) {
  for (const app of [t.app, second]) {
    for (const [method, url] of signedInCalls) {
      const response = await call(app, method, url, { headers });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ msg: 'Please log in' });
    }
  }
}

const profileOf = (headers: { authorization: string }, app = t.app) => call(app, 'GET', paths.profile, { headers });

describe('sessions end', () => {
  it('logout revokes that token on every call and every server; the other devices stay signed in', async () => {
    const customer = await t.signup();
    const phone = bearer(await t.login(customer.email, customer.password));
    expect((await profileOf(customer.headers, second)).statusCode).toBe(200);

    expect((await call(t.app, 'POST', paths.logout, { headers: customer.headers })).statusCode).toBe(200);

    await expectRefusedEverywhere(customer.headers);
    expect((await profileOf(phone)).statusCode).toBe(200);
    expect((await profileOf(phone, second)).statusCode).toBe(200);
  });

  it('a password change revokes every other token of the user, not the one that made it', async () => {
    const customer = await t.signup();
    const laptop = bearer(await t.login(customer.email, customer.password));
    const stolen = bearer(await t.login(customer.email, customer.password));

    const change = await call(t.app, 'PUT', paths.profile, {
      headers: laptop,
      body: { firstName: 'Asha', lastName: 'Rao', password: 'a-new-password-9', currentPassword: customer.password },
    });
    expect(change.statusCode).toBe(200);

    await expectRefusedEverywhere(stolen);
    await expectRefusedEverywhere(customer.headers);
    expect((await profileOf(laptop, second)).statusCode).toBe(200);
    expect(await t.login(customer.email, 'a-new-password-9')).toEqual(expect.any(String));
  });

  it('a profile change without a new password keeps every session', async () => {
    const customer = await t.signup();
    const other = bearer(await t.login(customer.email, customer.password));
    const change = await call(t.app, 'PUT', paths.profile, {
      headers: customer.headers,
      body: { firstName: 'Asha', lastName: 'Rao', region: 'Kerala' },
    });
    expect(change.statusCode).toBe(200);
    expect((await profileOf(other)).statusCode).toBe(200);
  });

  it('the shop admin can sign a user out everywhere; nobody else can', async () => {
    const customer = await t.signup();
    const tablet = bearer(await t.login(customer.email, customer.password));
    const admin = bearer(await t.createAdmin());

    const refused = await call(t.app, 'DELETE', paths.userSessions(customer.id), { headers: tablet });
    expect(refused.statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', paths.userSessions(customer.id))).statusCode).toBe(401);
    expect((await profileOf(tablet)).statusCode).toBe(200);

    const ended = await call(second, 'DELETE', paths.userSessions(customer.id), { headers: admin });
    expect(ended.statusCode).toBe(200);
    expect(endSessionsResponseSchema.parse(ended.json())).toEqual({ msg: 'Ended 2 sessions', ended: 2 });

    await expectRefusedEverywhere(tablet);
    await expectRefusedEverywhere(customer.headers);
    expect(await t.login(customer.email, customer.password)).toEqual(expect.any(String));
  });

  it('refuses a token whose session has expired, and a well-signed token that names no session', async () => {
    const customer = await t.signup();
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, customer.id));
    await expectRefusedEverywhere(customer.headers);

    const now = Math.floor(Date.now() / 1000);
    const withoutSession = await new SignJWT({ role: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(customer.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(t.config.jwtSecret);
    await expectRefusedEverywhere(bearer(withoutSession));
  });
});
