import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentUser } from '../src/auth/current-user.js';
import { verifyPassword } from '../src/auth/password.js';
import { createChangeFeed } from '../src/db/changes.js';
import { connectDatabase } from '../src/db/connect.js';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../src/db/errors.js';
import { categories, products, users } from '../src/db/schema.js';
import { errorsCarryMessage, HttpError } from '../src/http/errors.js';
import type { ServerModule } from '../src/server-types.js';
import { ensureAdmin } from '../src/seed/admin.js';
import { bearer, createTestApp, type TestApp } from './harness.js';

/** Throwaway routes standing in for the resource modules. */
const probes: ServerModule = async (app) => {
  app.get('/api/probe/null', async () => {
    throw null;
  });
  app.get('/api/probe/boom', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/dhanya/src/db.ts:12');
  });
  app.post('/api/probe/conflict', async () => {
    throw new HttpError(409, 'A category with that name already exists');
  });
  app.post(
    '/api/probe/lead',
    { schema: { body: z.strictObject({ name: z.string().min(1), email: z.email() }) } },
    async (request) => ({ saved: request.body.email }),
  );
  app.get('/api/probe/item/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request) => ({
    id: request.params.id,
  }));
  app.delete('/api/probe/item', async (request) => ({ body: request.body ?? null }));
  app.get('/api/probe/me', { preHandler: app.authenticate }, async (request) => ({ id: currentUser(request).id }));
  app.get('/api/probe/admin', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
  app.get('/api/probe/public', { preHandler: app.optionalUser }, async (request) => ({
    signedIn: request.user?.email ?? null,
  }));
  app.put(
    '/api/probe/profile',
    { config: errorsCarryMessage, preHandler: app.authenticate, schema: { body: z.object({ firstName: z.string() }) } },
    async () => ({ ok: true }),
  );
};

let t: TestApp;
beforeAll(async () => {
  // As `npm run dev --workspace @dhanya/server` runs it (NODE_ENV=development): CORS for the Vite dev servers.
  t = await createTestApp({ modules: [probes], config: { allowDevOrigins: true } });
});
afterAll(() => t?.close());

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('the server foundation', () => {
  it('GET /healthz answers 200 once the database answers (README)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('[SERVER-44] malformed JSON is a 400 {msg}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/lead',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'The request body is not valid JSON.' });
  });

  it('[SERVER-44] a JSON body over 1 MB is a 413 {msg}', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/lead',
      ...json({ name: 'x'.repeat(1024 * 1024 + 1), email: 'asha@example.in' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ msg: 'The request is too large.' });
  });

  it('[SERVER-45] unknown /api/ and /cart/ paths are a 404 {msg} in JSON', async () => {
    for (const url of ['/api/nope', '/cart/nope', '/api/product/get/extra/parts']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ msg: 'Not found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/cart/nope', ...json({}) });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ msg: 'Not found' });
  });

  it('[SERVER-43] a malformed URL is a 400 {msg}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/product/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'Bad request' });
  });

  it('[SERVER-43] an unexpected error is a 500 with a generic msg, no stack, SQL or path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: 'Something went wrong. Please try again.' });
    expect(response.body).not.toMatch(/secret_table|\/srv\/|stack|at /);
    const odd = await t.app.inject({ method: 'GET', url: '/api/probe/null' });
    expect(odd.statusCode).toBe(500);
    expect(odd.json()).toEqual({ msg: 'Something went wrong. Please try again.' });
  });

  it('[SERVER-43] a thrown HttpError answers its status and {msg}', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: 'A category with that name already exists' });
  });

  it('[SERVER-14] an invalid payload is a 400 {msg} naming the first problem', async () => {
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/probe/lead',
      ...json({ name: 'Asha', email: 'not-an-email' }),
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ msg: 'email: Invalid email address' });

    const extraKey = await t.app.inject({
      method: 'POST',
      url: '/api/probe/lead',
      ...json({ name: 'Asha', email: 'asha@example.in', role: 1 }),
    });
    expect(extraKey.statusCode).toBe(400);
    expect(extraKey.json().msg).toMatch(/role/);

    const noBody = await t.app.inject({ method: 'POST', url: '/api/probe/lead' });
    expect(noBody.statusCode).toBe(400);
    expect(Object.keys(noBody.json())).toEqual(['msg']);
  });

  it('[SERVER-16] a malformed id in a path is a 404 {msg}, never a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: "/api/probe/item/' OR 1=1 --" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Not found' });
  });

  it('a bodiless DELETE sent with a JSON content type reaches its route', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/probe/item',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: null });
  });

  it('sends security headers, and CORS only to local dev servers', async () => {
    const local = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/probe/me',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(local.statusCode).toBe(204);
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(local.headers['access-control-allow-headers']).toMatch(/Authorization/);

    const foreign = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['x-content-type-options']).toBe('nosniff');
    expect(foreign.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});

describe('authentication', () => {
  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/probe/me', headers: authorization ? { authorization } : {} });

  it('a valid token of an existing user passes and names the user', async () => {
    const customer = await t.signup();
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/me', headers: customer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: customer.id });
  });

  it('[SERVER-04] a missing, malformed, tampered, wrongly signed or expired token is a 401 {msg}', async () => {
    const customer = await t.signup();
    const [header, payload, signature] = customer.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, role: 1 })).toString('base64url');
    const otherSecret = await new SignJWT({ role: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-shop-secret-but-long-enough'));
    const expired = await new SignJWT({ role: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    const attempts = {
      missing: undefined,
      'not bearer': `Basic ${Buffer.from('a:b').toString('base64')}`,
      'empty bearer': 'Bearer ',
      malformed: 'Bearer not.a.token',
      tampered: `Bearer ${header}.${tampered}.${signature}`,
      'wrongly signed': `Bearer ${otherSecret}`,
      unsigned: `Bearer ${unsigned}`,
      expired: `Bearer ${expired}`,
    };
    for (const [name, authorization] of Object.entries(attempts)) {
      const response = await me(authorization);
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({ msg: 'Please log in' });
    }
  });

  it('[SERVER-04] the token of a user that no longer exists is a 401 {msg}', async () => {
    const customer = await t.signup();
    await t.db.delete(users).where(eq(users.id, customer.id));
    const response = await me(customer.headers.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: 'Please log in' });
  });

  it('[SERVER-43] errors of a route marked errorsCarryMessage also carry message', async () => {
    const unauthenticated = await t.app.inject({
      method: 'PUT',
      url: '/api/probe/profile',
      ...json({ firstName: 'A' }),
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toEqual({ msg: 'Please log in', message: 'Please log in' });

    const customer = await t.signup();
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/probe/profile',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 7 }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(invalid.json().msg);
    expect(invalid.json().msg).toMatch(/^firstName: /);
  });

  it('[SERVER-10] requireAdmin: 401 without a token, 403 for a customer, 200 for an admin', async () => {
    const admin = (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/api/probe/admin', headers: authorization ? { authorization } : {} });

    const anonymous = await admin();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: 'Please log in' });

    const customer = await t.signup();
    const forbidden = await admin(customer.headers.authorization);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ msg: 'Only the shop admin can do this' });

    const allowed = await admin(bearer(await t.createAdmin()).authorization);
    expect(allowed.statusCode).toBe(200);
  });

  it('[SERVER-10] the role is read from the database at request time, not from the token', async () => {
    const token = await t.createAdmin();
    const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    await t.db.update(users).set({ role: 0 }).where(eq(users.id, sub));
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/admin', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
  });

  it('[SERVER-05] public routes ignore an invalid token instead of answering 401', async () => {
    const customer = await t.signup();
    const good = await t.app.inject({ method: 'GET', url: '/api/probe/public', headers: customer.headers });
    expect(good.json()).toEqual({ signedIn: customer.email });
    for (const authorization of ['Bearer garbage', `Bearer ${customer.token}x`, 'Basic abc']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/probe/public', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(200);
      expect(response.json()).toEqual({ signedIn: null });
    }
  });

  it('[SERVER-01] the database holds a scrypt hash, never the password', async () => {
    const customer = await t.signup({ password: 'my-own-password-9' });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('my-own-password-9');
    expect(await verifyPassword('my-own-password-9', row!.passwordHash)).toBe(true);
  });
});

describe('the database', () => {
  it('[SERVER-24] has pg_trgm for typo-tolerant product search', async () => {
    const [category] = await t.db.insert(categories).values({ name: 'Rice' }).returning();
    await t.db.insert(products).values({
      title: 'Basmati Rice',
      description: 'Long grain, aged two years',
      quantity: 10,
      pricePaise: 3310,
      categoryId: category!.id,
    });
    const rows = await t.db
      .select({ title: products.title })
      .from(products)
      .where(sql`similarity(lower(${products.title}), ${'basmatti'}) > 0.2`);
    expect(rows).toEqual([{ title: 'Basmati Rice' }]);
  });

  it('[SERVER-18] category names are unique without regard to case', async () => {
    await t.db.insert(categories).values({ name: 'Pulses' });
    const duplicate = await t.db
      .insert(categories)
      .values({ name: 'PULSES' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate, 'categories_name_lower_key')).toBe(true);
    expect(isUniqueViolation(duplicate, 'users_email_unique')).toBe(false);
  });

  it('[SERVER-33] stock and prices can never go below 0', async () => {
    const [category] = await t.db.insert(categories).values({ name: 'Spices' }).returning();
    const turmeric = { title: 'Turmeric', description: 'Ground', pricePaise: 100, categoryId: category!.id };
    const negative = await t.db
      .insert(products)
      .values({ ...turmeric, quantity: -1 })
      .catch((error: unknown) => error);
    expect(isCheckViolation(negative, 'products_quantity_check')).toBe(true);
  });

  it('[SERVER-46] a category that still has products cannot be deleted', async () => {
    const [category] = await t.db.insert(categories).values({ name: 'Flours' }).returning();
    await t.db.insert(products).values({
      title: 'Ragi flour',
      description: 'Stone ground',
      quantity: 3,
      pricePaise: 9000,
      categoryId: category!.id,
    });
    const refused = await t.db
      .delete(categories)
      .where(eq(categories.id, category!.id))
      .catch((error: unknown) => error);
    expect(isForeignKeyViolation(refused, 'products_category_id_categories_id_fk')).toBe(true);
  });

  it('[SERVER-09] ensureAdmin creates the configured admin, then promotes and re-keys it', async () => {
    const admin = { email: 'Owner@Example.IN', password: 'owner-password-1' };
    expect(await ensureAdmin(t.db, admin)).toBe('created');
    expect(await ensureAdmin(t.db, admin)).toBe('unchanged');
    await t.db.update(users).set({ role: 0 }).where(eq(users.email, 'owner@example.in'));
    expect(await ensureAdmin(t.db, { ...admin, password: 'a-new-password-2' })).toBe('updated');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'owner@example.in'));
    expect(row!.role).toBe(1);
    expect(await verifyPassword('a-new-password-2', row!.passwordHash)).toBe(true);
    expect(await t.login('owner@example.in', 'a-new-password-2')).toEqual(expect.any(String));
  });

  it('carries change notices to every subscriber (cache invalidation)', async () => {
    const feed = createChangeFeed(t.connection);
    const seen: string[] = [];
    const stop = await feed.subscribe('catalog', (detail) => seen.push(`local:${detail}`));

    if (t.connection.kind === 'postgres') {
      // A second instance on the same database hears what the first publishes.
      const other = await connectDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        schemaName: t.connection.schemaName,
      });
      const otherFeed = createChangeFeed(other);
      const stopOther = await otherFeed.subscribe('catalog', (detail) => seen.push(`other:${detail}`));
      await feed.publish('catalog', 'product');
      await expect.poll(() => seen.slice().sort()).toEqual(['local:product', 'other:product']);
      await stopOther();
      await other.close();
    } else {
      await feed.publish('catalog', 'product');
      expect(seen).toEqual(['local:product']);
    }
    await stop();
  });
});
