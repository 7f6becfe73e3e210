import {
  errorSchema,
  loginResponseSchema,
  paths,
  profileResponseSchema,
  signupResponseSchema,
  usersResponseSchema,
} from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password.js';
import { users } from '../src/db/schema.js';
import { bearer, createTestApp, type TestApp } from './harness.js';
import { call as inject, type CallOptions } from './shop-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every answer of this file, scanned at the end for passwords and hashes (SERVER-42). */
const answers: string[] = [];
const passwordsUsed = new Set<string>();
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) {
  const response = await inject(t.app, method, url, options);
  answers.push(response.body);
  return response;
}

let counter = 0;
function signupForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const form = {
    firstName: 'Lakshmi',
    lastName: 'Iyer',
    email: `lakshmi.${counter}@example.in`,
    phoneNumber: '9845012345',
    countryCode: '+91',
    password: 'ragi-mudde-6',
    confirmPassword: 'ragi-mudde-6',
    country: 'India',
    region: 'Karnataka',
    ...overrides,
  };
  passwordsUsed.add(String(form.password));
  return form;
}

async function userCount(): Promise<number> {
  return (await t.db.select({ id: users.id }).from(users)).length;
}

async function storedUser(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

function expectError(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = errorSchema.parse(response.json());
  expect(body.msg.length).toBeGreaterThan(0);
  return body;
}

describe('POST /api/user/create-user', () => {
  it('[API-18] [SERVER-06] creates a regular customer and answers 201 {success, user} without the password', async () => {
    const form = signupForm({ email: '  Meera.Nair@Example.IN ', role: 1, _id: 'mine', createdAt: '2001-01-01' });
    const response = await call('POST', paths.signup, { body: form });
    expect(response.statusCode).toBe(201);
    const { success, user } = signupResponseSchema.parse(response.json());
    expect(success).toBe(true);
    expect(user).toMatchObject({
      firstName: 'Lakshmi',
      lastName: 'Iyer',
      email: 'meera.nair@example.in',
      phoneNumber: '9845012345',
      countryCode: '+91',
      country: 'India',
      region: 'Karnataka',
      role: 0,
      lastLogin: null,
    });
    expect(user._id).not.toBe('mine');
    expect(Date.now() - Date.parse(user.createdAt)).toBeLessThan(60_000);
    expect(response.body).not.toMatch(/password|ragi-mudde|scrypt/i);

    const row = await storedUser('meera.nair@example.in');
    expect(row?.role).toBe(0);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('ragi-mudde-6', row!.passwordHash)).toBe(true);
  });

  it('[SERVER-06] strips non-digits from the phone number', async () => {
    const response = await call('POST', paths.signup, { body: signupForm({ phoneNumber: '98450 123-45' }) });
    expect(response.statusCode).toBe(201);
    expect(signupResponseSchema.parse(response.json()).user.phoneNumber).toBe('9845012345');
  });

  it('[SERVER-06] a second account with the same email in any case is a 409 {msg}', async () => {
    const form = signupForm({ email: 'ravi.kumar@example.in' });
    expect((await call('POST', paths.signup, { body: form })).statusCode).toBe(201);
    const before = await userCount();
    const again = await call('POST', paths.signup, { body: { ...form, email: ' RAVI.Kumar@example.in' } });
    expect(expectError(again, 409).msg).toBe('An account with this email already exists');
    expect(await userCount()).toBe(before);
  });

  it('[SERVER-06] [SERVER-14] refuses an incomplete or invalid form with 400 {msg} and writes nothing', async () => {
    const required = [
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'countryCode',
      'password',
      'confirmPassword',
      'country',
      'region',
    ];
    const invalid: Array<[string, Record<string, unknown>, RegExp]> = [
      ...required.map((field): [string, Record<string, unknown>, RegExp] => [
        `no ${field}`,
        { [field]: undefined },
        /./,
      ]),
      ...['firstName', 'lastName', 'country', 'region'].map((field): [string, Record<string, unknown>, RegExp] => [
        `blank ${field}`,
        { [field]: '   ' },
        /required/,
      ]),
      ['passwords differ', { confirmPassword: 'ragi-mudde-7' }, /Passwords do not match!/],
      ['short password', { password: 'abc12', confirmPassword: 'abc12' }, /at least 6 characters/],
      ['9-digit phone', { phoneNumber: '984501234' }, /between 10-15 digits/],
      ['16-digit phone', { phoneNumber: '9845012345678901' }, /between 10-15 digits/],
      ['country code without +', { countryCode: '91' }, /Country code/],
      ['not an email', { email: 'lakshmi-at-example.in' }, /valid email/],
      ['a number for a name', { firstName: 42 }, /./],
    ];
    const before = await userCount();
    for (const [what, change, message] of invalid) {
      const response = await call('POST', paths.signup, { body: signupForm(change) });
      expect(response.statusCode, what).toBe(400);
      expect(errorSchema.parse(response.json()).msg, what).toMatch(message);
    }
    expect(expectError(await call('POST', paths.signup), 400)).toBeDefined();
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/user/login-user', () => {
  const password = 'jowar-roti-9';
  let email: string;
  beforeAll(async () => {
    email = signupForm().email;
    passwordsUsed.add(password);
    const created = await call('POST', paths.signup, {
      body: signupForm({ email, password, confirmPassword: password }),
    });
    expect(created.statusCode).toBe(201);
  });

  it('[API-19] [SERVER-07] answers 200 {token, user} with the role, matching the email in any case, and sets lastLogin', async () => {
    const response = await call('POST', paths.login, { body: { email: `  ${email.toUpperCase()} `, password } });
    expect(response.statusCode).toBe(200);
    const { token, user } = loginResponseSchema.parse(response.json());
    expect(user.email).toBe(email);
    expect(user.role).toBe(0);
    expect(user.lastLogin).not.toBeNull();
    expect(Date.now() - Date.parse(user.lastLogin!)).toBeLessThan(60_000);
    expect((await storedUser(email))?.lastLogin).toBeInstanceOf(Date);

    const profile = await call('GET', paths.profile, { headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profileResponseSchema.parse(profile.json()).user._id).toBe(user._id);
  });

  it('[API-19] an admin logs in with role 1', async () => {
    await t.createAdmin();
    const [admin] = await t.db.select().from(users).where(eq(users.role, 1)).limit(1);
    // The harness's admin shares the harness's default password.
    const response = await call('POST', paths.login, { body: { email: admin!.email, password: 'secret-pass-1' } });
    passwordsUsed.add('secret-pass-1');
    expect(response.statusCode).toBe(200);
    expect(loginResponseSchema.parse(response.json()).user.role).toBe(1);
  });

  it('[SERVER-02] an unknown email and a wrong password get the same status and msg', async () => {
    const unknown = await call('POST', paths.login, { body: { email: 'nobody@example.in', password } });
    const wrong = await call('POST', paths.login, { body: { email, password: 'jowar-roti-8' } });
    expect(expectError(unknown, 401)).toEqual({ msg: 'Invalid email or password' });
    expect(expectError(wrong, 401)).toEqual({ msg: 'Invalid email or password' });
  });

  it('[SERVER-02] an unknown email costs as much work as a wrong password (a full scrypt either way)', async () => {
    // The process's CPU time, not the clock's: other test files beside this one on a busy
    // machine stretch the wall time of either answer (twice this failed in CI), not the work
    // each one does. scrypt runs on libuv's threads, which the process's CPU time includes.
    const worked = async (body: object) => {
      const started = process.cpuUsage();
      await call('POST', paths.login, { body });
      const { user, system } = process.cpuUsage(started);
      return user + system;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Three rounds: more failed logins would meet the login limit, whose 429 is quick.
    for (let round = 0; round < 3; round++) {
      unknown.push(await worked({ email: `nobody-${round}@example.in`, password }));
      wrong.push(await worked({ email, password: `not-it-${round}` }));
    }
    // Without the decoy hash an unknown email costs a few ms of CPU against ~80 ms of scrypt.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5);
  });

  it('[API-19] [SERVER-14] a missing or malformed field is a 400 {msg}', async () => {
    expectError(await call('POST', paths.login, { body: { email } }), 400);
    expectError(await call('POST', paths.login, { body: { email: 'not-an-email', password } }), 400);
    expectError(await call('POST', paths.login, { body: { email, password: 7 } }), 400);
  });
});

describe('GET /api/user/profile', () => {
  it("[API-20] answers {user} for the token's user", async () => {
    const customer = await t.signup({ firstName: 'Gowri', region: 'Karnataka' });
    const response = await call('GET', paths.profile, { headers: customer.headers });
    expect(response.statusCode).toBe(200);
    const { user } = profileResponseSchema.parse(response.json());
    expect(user).toMatchObject({ _id: customer.id, email: customer.email, firstName: 'Gowri', role: 0 });
    for (const field of ['phoneNumber', 'countryCode', 'country', 'region', 'createdAt', 'lastLogin']) {
      expect(user).toHaveProperty(field);
    }
  });

  it('[SERVER-04] is a 401 {msg} without a token or for a deleted user', async () => {
    expectError(await call('GET', paths.profile), 401);
    const gone = await t.signup();
    await t.db.delete(users).where(eq(users.id, gone.id));
    expectError(await call('GET', paths.profile, { headers: gone.headers }), 401);
  });
});

describe('PUT /api/user/profile', () => {
  const update = {
    firstName: 'Savitri',
    lastName: 'Hegde',
    email: 'someone.else@example.in',
    country: 'India',
    region: 'Maharashtra',
    phoneNumber: '9123456789',
    countryCode: '+91',
  };

  it('[API-21] [SERVER-12] changes the profile and answers {user}; email, role, id and createdAt never change', async () => {
    const customer = await t.signup();
    const before = await storedUser(customer.email);
    const response = await call('PUT', paths.profile, {
      headers: customer.headers,
      body: { ...update, role: 1, _id: 'f00d', createdAt: '2001-01-01T00:00:00.000Z' },
    });
    expect(response.statusCode).toBe(200);
    const { user } = profileResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      _id: customer.id,
      email: customer.email,
      role: 0,
      firstName: 'Savitri',
      lastName: 'Hegde',
      region: 'Maharashtra',
      phoneNumber: '9123456789',
    });
    const after = await storedUser(customer.email);
    expect(after?.createdAt.toISOString()).toBe(before?.createdAt.toISOString());
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(await storedUser('someone.else@example.in')).toBeUndefined();
  });

  it('[SERVER-12] changes the password only when given, at least 8 characters, stored hashed', async () => {
    const customer = await t.signup();
    passwordsUsed.add(customer.password);
    const short = await call('PUT', paths.profile, {
      headers: customer.headers,
      body: { ...update, password: 'short7!' },
    });
    expect(expectError(short, 400)).toEqual({
      msg: 'password: Password must be at least 8 characters',
      message: 'password: Password must be at least 8 characters',
    });

    const newPassword = 'kodo-millet-8';
    passwordsUsed.add(newPassword);
    const changed = await call('PUT', paths.profile, {
      headers: customer.headers,
      body: { ...update, password: newPassword, currentPassword: customer.password },
    });
    expect(changed.statusCode).toBe(200);
    const row = await storedUser(customer.email);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(newPassword);
    const login = await call('POST', paths.login, { body: { email: customer.email, password: newPassword } });
    expect(login.statusCode).toBe(200);
    const old = await call('POST', paths.login, { body: { email: customer.email, password: customer.password } });
    expect(old.statusCode).toBe(401);
  });

  it('[API-21] [SERVER-12] [SERVER-43] refuses blank names and non-digit phones with 400 {msg, message}', async () => {
    const customer = await t.signup({ firstName: 'Unchanged' });
    for (const change of [{ firstName: ' ' }, { lastName: '' }, { firstName: undefined }, { phoneNumber: '98-765' }]) {
      const response = await call('PUT', paths.profile, { headers: customer.headers, body: { ...update, ...change } });
      const body = expectError(response, 400);
      expect(body.message).toBe(body.msg);
    }
    expect((await storedUser(customer.email))?.firstName).toBe('Unchanged');
  });

  it('[SERVER-11] a user changes only their own profile, whatever id the body names', async () => {
    const asha = await t.signup({ firstName: 'Asha' });
    const bala = await t.signup({ firstName: 'Bala' });
    const response = await call('PUT', paths.profile, {
      headers: bala.headers,
      body: { ...update, _id: asha.id, userId: asha.id, email: asha.email, firstName: 'Hijacked' },
    });
    expect(response.statusCode).toBe(200);
    expect(profileResponseSchema.parse(response.json()).user._id).toBe(bala.id);
    expect((await storedUser(asha.email))?.firstName).toBe('Asha');
    expect((await storedUser(bala.email))?.firstName).toBe('Hijacked');
  });

  it('[SERVER-04] [SERVER-43] is a 401 {msg, message} without a token', async () => {
    const body = expectError(await call('PUT', paths.profile, { body: update }), 401);
    expect(body.message).toBe(body.msg);
  });
});

describe('GET /api/user/admin/users', () => {
  it('[API-22] answers {users} to an admin, without password hashes', async () => {
    const admin = await t.createAdmin();
    const customer = await t.signup();
    const response = await call('GET', paths.users, { headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const { users: list } = usersResponseSchema.parse(response.json());
    expect(list.map((user) => user._id)).toContain(customer.id);
    expect(list.length).toBe(await userCount());
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it('[API-22] [SERVER-10] [SERVER-13] is 401 without a token and 403 for a customer, with {msg, message}', async () => {
    const customer = await t.signup();
    const anonymous = expectError(await call('GET', paths.users), 401);
    expect(anonymous.message).toBe(anonymous.msg);
    const forbidden = expectError(await call('GET', paths.users, { headers: customer.headers }), 403);
    expect(forbidden.message).toBe(forbidden.msg);
  });
});

describe('POST /api/user/logout', () => {
  it("records lastLogout for the token's user", async () => {
    const customer = await t.signup();
    const response = await call('POST', paths.logout, { headers: customer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Logged out' });
    const again = bearer(await t.login(customer.email, customer.password));
    const { user } = profileResponseSchema.parse((await call('GET', paths.profile, { headers: again })).json());
    expect(user.lastLogout).not.toBeNull();
  });

  it('[SERVER-04] is a 401 {msg} without a token', async () => {
    expectError(await call('POST', paths.logout), 401);
  });
});

describe('every answer above', () => {
  it('[SERVER-42] never contains a password or a password hash', async () => {
    const hashes = (await t.db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    expect(answers.length).toBeGreaterThan(30);
    for (const body of answers) {
      expect(body).not.toMatch(/scrypt\$|passwordHash|password_hash/);
      for (const password of passwordsUsed) expect(body).not.toContain(password);
      for (const hash of hashes) expect(body).not.toContain(hash.split('$').at(-1));
    }
  });
});
