import { footerResponseSchema, paths, userSchema } from '@dhanya/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../src/db/schema.js';
import { modules } from '../src/modules/index.js';
import type { ServerModule } from '../src/server-types.js';
import { bearer, createTestApp, type TestApp } from './harness.js';
import { call } from './shop-support.js';

/*
 * "Nothing unlisted can leak": a route's answer is serialized by its response schema, which
 * keeps only the fields it lists. Here the handlers are made to hand over more than they
 * should, as one that forgot to pick its fields would, and the answers must not change.
 */

type Row = Record<string, unknown>;

/** Added to the users table by this file: a column the API knows nothing about. */
const note = 'call before delivery, owes 4000';

let t: TestApp;
/** How many users the hook below widened: the test means nothing if it never ran. */
let widened = 0;

/**
 * Put before the shop's modules, and outside encapsulation (as fastify-plugin would), so its
 * hook runs for their routes: every user in an answer becomes the whole database row
 * (`select *`: the password hash and the added column included), the listed fields on top.
 */
const wholeUserRows: ServerModule = Object.assign(
  (async (app, { db }) => {
    const rowOf = async (id: unknown): Promise<Row> => {
      const { rows } = (await db.execute(sql`select * from users where id = ${String(id)}`)) as unknown as {
        rows: Row[];
      };
      widened += 1;
      return { ...rows[0], passwordHash: rows[0]?.password_hash };
    };
    const widen = async (user: Row): Promise<Row> => ({ ...(await rowOf(user._id)), ...user });

    app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
      if (typeof payload !== 'object' || payload === null) return payload;
      const answer = payload as { user?: Row; users?: Row[] };
      if (answer.user) return { ...answer, user: await widen(answer.user) };
      if (answer.users) return { ...answer, users: await Promise.all(answer.users.map(widen)) };
      return payload;
    });
  }) satisfies ServerModule,
  { [Symbol.for('skip-override')]: true },
);

beforeAll(async () => {
  t = await createTestApp({ modules: [wholeUserRows, ...modules] });
  await t.db.execute(sql.raw(`ALTER TABLE users ADD COLUMN internal_note text NOT NULL DEFAULT '${note}'`));
});
afterAll(() => t?.close());

const listedFields = Object.keys(userSchema.shape).sort();

/** The answer shows no more of a user than `userSchema` lists, and nothing of what is kept back. */
function expectListedOnly(body: string, users: Row[]) {
  expect(body).not.toMatch(/password|scrypt|internal_note|first_name/i);
  expect(body).not.toContain(note);
  for (const user of users) {
    expect(Object.keys(user).filter((key) => !listedFields.includes(key))).toEqual([]);
    // Every required listed field is still there (only `lastLogout` may be left out).
    expect(Object.keys(user).sort()).toEqual(expect.arrayContaining(listedFields.filter((f) => f !== 'lastLogout')));
  }
}

describe('[SERVER-42] the account routes show a user only as userSchema lists it', () => {
  it('signup, login, the profile read and update, and the staff user list', async () => {
    const form = {
      firstName: 'Kaveri',
      lastName: 'Hegde',
      email: 'kaveri.hegde@example.in',
      phoneNumber: '9845012345',
      countryCode: '+91',
      password: 'akki-rotti-6',
      confirmPassword: 'akki-rotti-6',
      country: 'India',
      region: 'Karnataka',
    };
    const signup = await call(t.app, 'POST', paths.signup, { body: form });
    expect(signup.statusCode).toBe(201);
    expectListedOnly(signup.body, [signup.json().user]);
    expect(signup.json().user).toMatchObject({ firstName: 'Kaveri', email: 'kaveri.hegde@example.in' });

    const login = await call(t.app, 'POST', paths.login, {
      body: { email: form.email, password: form.password },
    });
    expect(login.statusCode).toBe(200);
    expectListedOnly(login.body, [login.json().user]);
    const headers = bearer(login.json().token);

    const profile = await call(t.app, 'GET', paths.profile, { headers });
    expect(profile.statusCode).toBe(200);
    expectListedOnly(profile.body, [profile.json().user]);
    expect(profile.json().user).toMatchObject({ lastName: 'Hegde', region: 'Karnataka' });

    const update = { firstName: 'Kaveri', lastName: 'Bhat', country: 'India', region: 'Karnataka' };
    const updated = await call(t.app, 'PUT', paths.profile, { headers, body: update });
    expect(updated.statusCode).toBe(200);
    expectListedOnly(updated.body, [updated.json().user]);
    expect(updated.json().user.lastName).toBe('Bhat');

    const staff = await call(t.app, 'GET', paths.users, { headers: bearer(await t.createAdmin()) });
    expect(staff.statusCode).toBe(200);
    const { users } = staff.json() as { users: Row[] };
    expect(users.length).toBeGreaterThanOrEqual(2);
    expectListedOnly(staff.body, users);

    // The hook widened every one of those users: the answers above were given whole rows.
    expect(widened).toBeGreaterThanOrEqual(4 + users.length);
  });
});

describe('what the database holds beyond the contract stays there', () => {
  it('a stored page with fields the footer does not list is answered without them, cached or not', async () => {
    const footer = {
      ...footerResponseSchema.parse({
        companyName: 'Dhanya Farms',
        companyTagline: 'Grains from Karnataka',
        address: 'Mysuru',
        email: 'shop@example.in',
        phone: '+91 98765 43210',
        socialLinks: { facebook: '', twitter: '', instagram: '', linkedin: '' },
        legalLinks: [],
      }),
      supplierMargins: 'rice 22%',
    };
    await t.db
      .insert(siteContent)
      .values({ key: 'footer', value: footer })
      .onConflictDoUpdate({ target: siteContent.key, set: { value: footer } });

    const customer = await t.signup();
    for (const headers of [{}, {}, customer.headers]) {
      const answer = await call(t.app, 'GET', paths.footer, { headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('supplierMargins');
      expect(answer.json()).toMatchObject({ companyName: 'Dhanya Farms', phone: '+91 98765 43210' });
    }
  });
});
