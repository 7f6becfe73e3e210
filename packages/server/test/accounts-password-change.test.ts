import { accountMessages, paths } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { loginLimitPolicy } from '../src/modules/accounts/login-throttle.js';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { call, signupBody } from './shop-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const names = { firstName: 'Asha', lastName: 'Rao' };
const hashOf = async (customer: TestCustomer) =>
  (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, customer.id)))[0]!.hash;

function changePassword(customer: TestCustomer, body: Record<string, unknown>, remoteAddress?: string) {
  return call(t.app, 'PUT', paths.profile, { headers: customer.headers, body: { ...names, ...body }, remoteAddress });
}

describe('a new password needs the current one [issue 31]', () => {
  it('[SERVER-12] [API-21] without the current password, or with a wrong one, nothing changes', async () => {
    const customer = await t.signup();
    const laptop = bearer(await t.login(customer.email, customer.password));
    const before = await hashOf(customer);

    const missing = await changePassword(customer, { password: 'kodo-millet-8', firstName: 'Changed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      msg: accountMessages.currentPasswordMissing,
      message: accountMessages.currentPasswordMissing,
    });

    const wrong = await changePassword(customer, {
      password: 'kodo-millet-8',
      currentPassword: 'not-my-password',
      firstName: 'Changed',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      msg: 'Your current password is not right',
      message: 'Your current password is not right',
    });

    expect(await hashOf(customer)).toBe(before);
    const [row] = await t.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, customer.id));
    expect(row?.firstName).toBe('Asha');
    // The other sessions stay: nothing was changed.
    expect((await call(t.app, 'GET', paths.profile, { headers: laptop })).statusCode).toBe(200);
  });

  it('[SERVER-12] [ACCOUNT-32] with the right current password the password changes and the old one stops working', async () => {
    const customer = await t.signup();
    const changed = await changePassword(customer, { password: 'kodo-millet-8', currentPassword: customer.password });
    expect(changed.statusCode).toBe(200);
    const login = (password: string) => call(t.app, 'POST', paths.login, { body: { email: customer.email, password } });
    expect((await login('kodo-millet-8')).statusCode).toBe(200);
    expect((await login(customer.password)).statusCode).toBe(401);
  });

  it('[SERVER-12] a profile change without a new password needs no current password', async () => {
    const customer = await t.signup();
    const response = await changePassword(customer, { firstName: 'Savitri' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { firstName: 'Savitri' } });
  });

  it('[SERVER-08] wrong current passwords count as failed logins: the throttle stops the guessing, and the login too', async () => {
    const customer = await t.signup();
    const address = '203.0.113.40';
    for (let guess = 0; guess < loginLimitPolicy.limits.pair; guess += 1) {
      const wrong = await changePassword(
        customer,
        { password: 'kodo-millet-8', currentPassword: `guess-${guess}` },
        address,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const right = await changePassword(
      customer,
      { password: 'kodo-millet-8', currentPassword: customer.password },
      address,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      msg: expect.stringMatching(/^Too many failed attempts\. Please try again in /),
    });
    expect(right.headers['retry-after']).toBeDefined();
    const login = await call(t.app, 'POST', paths.login, {
      body: { email: customer.email, password: customer.password },
      remoteAddress: address,
    });
    expect(login.statusCode).toBe(429);
    expect(await t.login(customer.email, customer.password)).toEqual(expect.any(String));
  });

  it('[SERVER-12] a new password that is one of the most common is refused, however it is capitalised', async () => {
    const customer = await t.signup();
    const before = await hashOf(customer);
    for (const password of ['password1', 'Qwerty123', 'iloveyou']) {
      const response = await changePassword(customer, { password, currentPassword: customer.password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({ msg: 'This password is too common. Choose another.' });
    }
    expect(await hashOf(customer)).toBe(before);
  });
});

describe('sign-up refuses the most common passwords [issue 31]', () => {
  it('[SERVER-06] [API-18] "123456", "password1", "Sunshine"… answer 400 with the message, and no account', async () => {
    for (const [index, password] of ['123456', 'password1', 'Sunshine', 'qwerty123'].entries()) {
      const email = `common.${index}@example.in`;
      const response = await call(t.app, 'POST', paths.signup, { body: signupBody(email, password) });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({ msg: 'This password is too common. Choose another.' });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it("[SERVER-06] keeps the spec's rules and messages first, and takes an uncommon password", async () => {
    const short = await call(t.app, 'POST', paths.signup, { body: signupBody('short@example.in', '12345') });
    expect(short.json()).toEqual({ msg: 'password: Password must be at least 6 characters long!' });
    const fine = await call(t.app, 'POST', paths.signup, { body: signupBody('fine@example.in') });
    expect(fine.statusCode).toBe(201);
  });
});
