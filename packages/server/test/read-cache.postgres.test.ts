import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentUser } from '../src/auth/current-user.js';
import { createReadCache, TimedAnswer, type ReadCache } from '../src/cache/read-cache.js';
import { createChangeFeed, type ChangeFeed } from '../src/db/changes.js';
import { connectDatabase } from '../src/db/connect.js';
import { HttpError } from '../src/http/errors.js';
import type { ServerModule } from '../src/server-types.js';
import { createTestApp, type TestApp } from './harness.js';

/** What the probe routes read; a test changes it and counts the loads. */
const shop = {
  name: 'Basmati Rice',
  loads: 0,
  gate: Promise.resolve(),
  until: undefined as number | undefined,
  /** Loaded beside the listed fields: no answer may show it. */
  secret: undefined as string | undefined,
};

/** The probes' answers: what their 200 schemas list. */
const named = z.object({ name: z.string() });
const catalogAnswer = named.extend({ query: z.record(z.string(), z.string()), until: z.number().optional() });
const answers = (schema: z.ZodType) => ({ schema: { response: { 200: schema } } });
/** Room for three answers padded with `padding` below, not four. */
const cacheBytes = 2_000;
const padding = 'x'.repeat(550);
let cache: ReadCache;
let changes: ChangeFeed;

const probes: ServerModule = async (app, options) => {
  changes = options.changes;
  cache = await createReadCache(app, options.changes, 'catalog', {
    maxBytes: cacheBytes,
    freshUntil: (answer) => (answer as { until?: number }).until,
  });
  app.get('/api/probe/catalog', answers(catalogAnswer), (request, reply) =>
    cache.send(request, reply, async () => {
      shop.loads += 1;
      await shop.gate;
      return { name: shop.name, query: request.query, until: shop.until, secret: shop.secret };
    }),
  );
  app.get('/api/probe/timed', answers(named), (request, reply) =>
    cache.send(request, reply, async () => {
      shop.loads += 1;
      return new TimedAnswer({ name: shop.name, secret: shop.secret }, shop.until);
    }),
  );
  app.get('/api/probe/missing', answers(named), (request, reply) =>
    cache.send(request, reply, async () => {
      shop.loads += 1;
      throw new HttpError(404, 'Product not found');
    }),
  );
  app.get(
    '/api/probe/mine',
    { preHandler: app.authenticate, ...answers(z.object({ email: z.string() })) },
    (request, reply) =>
      cache.send(request, reply, async () => ({ email: currentUser(request).email, secret: shop.secret })),
  );
  // Declares no 200 answer: the cache refuses to send what no schema checked.
  app.get('/api/probe/unlisted', (request, reply) => cache.send(request, reply, async () => ({ name: shop.name })));
  // Loads something its schema does not allow.
  app.get('/api/probe/wrong', answers(named), (request, reply) =>
    cache.send(request, reply, async () => ({ title: shop.name })),
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [probes] });
});
afterAll(() => t?.close());
beforeEach(() => {
  cache.clear();
  Object.assign(shop, { name: 'Basmati Rice', loads: 0, gate: Promise.resolve(), until: undefined, secret: undefined });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the read cache behind the public catalogue and content reads (API-05 to API-17)', () => {
  it('answers JSON with a strong ETag and no-cache, loading once for repeated reads', async () => {
    const first = await get('/api/probe/catalog');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.json()).toEqual({ name: 'Basmati Rice', query: {} });

    const second = await get('/api/probe/catalog');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(shop.loads).toBe(1);
  });

  it('answers 304 without a body when If-None-Match holds the current ETag', async () => {
    const { headers } = await get('/api/probe/catalog');
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `"old", W/${etag}`, '*']) {
      const revalidated = await get('/api/probe/catalog', { 'if-none-match': ifNoneMatch });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.body, ifNoneMatch).toBe('');
      expect(revalidated.headers.etag, ifNoneMatch).toBe(etag);
    }
    const stale = await get('/api/probe/catalog', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().name).toBe('Basmati Rice');
  });

  it('drops every answer when its topic is published, and only then', async () => {
    const before = await get('/api/probe/catalog');
    shop.name = 'Sona Masoori Rice';
    await changes.publish('content');
    expect((await get('/api/probe/catalog')).json().name).toBe('Basmati Rice');

    await changes.publish('catalog');
    const after = await get('/api/probe/catalog', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().name).toBe('Sona Masoori Rice');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(shop.loads).toBe(2);
  });

  it('does not store what a load read before a change it overlapped', async () => {
    let release = () => {};
    shop.gate = new Promise<void>((resolve) => (release = resolve));
    const slow = get('/api/probe/catalog');
    await expect.poll(() => shop.loads).toBe(1);
    await changes.publish('catalog');
    shop.gate = Promise.resolve();
    shop.name = 'Brown Rice';
    release();
    expect((await slow).statusCode).toBe(200);
    expect((await get('/api/probe/catalog')).json().name).toBe('Brown Rice');
    expect(shop.loads).toBe(2);
  });

  it('shares one load between concurrent reads of the same URL', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/probe/catalog')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(shop.loads).toBe(1);
  });

  it('keys answers by URL and keeps only the most recently used ones its bytes allow', async () => {
    const url = (limit: number) => `/api/probe/catalog?limit=${limit}&pad=${padding}`;
    for (const limit of [1, 2, 3]) await get(url(limit));
    expect(cache.size).toBe(3);
    await get(url(1));
    await get(url(4));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(cacheBytes);
    expect(shop.loads).toBe(4);

    await get(url(1));
    expect(shop.loads).toBe(4);
    const evicted = await get(url(2));
    expect(evicted.json().query).toEqual({ limit: '2', pad: padding });
    expect(shop.loads).toBe(5);
  });

  it('never stores an answer bigger than all its bytes, and still sends it', async () => {
    const url = `/api/probe/catalog?pad=${'x'.repeat(cacheBytes)}`;
    expect((await get(url)).json().query.pad).toHaveLength(cacheBytes);
    expect((await get(url)).statusCode).toBe(200);
    expect(shop.loads).toBe(2);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('sends a stored answer compressed as the client accepts, compressing it once and counting those bytes', async () => {
    const url = `/api/probe/catalog?pad=${'x'.repeat(1_100)}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const bytesPlain = cache.bytes;

    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, *', 'gzip', gunzipSync],
    ] as const) {
      const answer = await get(url, { 'accept-encoding': accepted });
      expect(answer.headers['content-encoding'], accepted).toBe(encoding);
      expect(answer.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(answer.headers.etag, accepted).toBe(plain.headers.etag);
      expect(decode(answer.rawPayload).toString(), accepted).toBe(plain.body);
    }
    expect(shop.loads).toBe(1);
    expect(cache.bytes).toBeGreaterThan(bytesPlain);

    const small = await get('/api/probe/catalog', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().name).toBe('Basmati Rice');
  });

  it('loads again once an answer is past the time it said it stays true (an offer ending)', async () => {
    shop.until = Date.now() + 300;
    await get('/api/probe/catalog');
    await get('/api/probe/catalog');
    expect(shop.loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    shop.until = undefined;
    shop.name = 'Basmati Rice, offer over';
    expect((await get('/api/probe/catalog')).json().name).toBe('Basmati Rice, offer over');
    expect(shop.loads).toBe(2);
  });

  it('loads again once a TimedAnswer is past its time, answering only its value', async () => {
    shop.until = Date.now() + 300;
    expect((await get('/api/probe/timed')).json()).toEqual({ name: 'Basmati Rice' });
    await get('/api/probe/timed');
    expect(shop.loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    shop.name = 'Basmati Rice, offer over';
    expect((await get('/api/probe/timed')).json()).toEqual({ name: 'Basmati Rice, offer over' });
    expect(shop.loads).toBe(2);
  });

  it('never stores an error answer', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const missing = await get('/api/probe/missing');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ msg: 'Product not found' });
      expect(missing.headers.etag).toBeUndefined();
    }
    expect(shop.loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('never stores or shares an answer for a signed-in user (a user-specific route)', async () => {
    const asha = await t.signup();
    const ravi = await t.signup();
    for (const customer of [asha, ravi, asha]) {
      const mine = await get('/api/probe/mine', customer.headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({ email: customer.email });
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers.etag).toBeUndefined();
    }
    expect(cache.size).toBe(0);
    expect((await get('/api/probe/mine')).statusCode).toBe(401);
  });

  it("stores and sends an answer as its route's 200 schema serializes it: nothing unlisted", async () => {
    shop.secret = 'cost price 80';
    const customer = await t.signup();
    const answered = [
      await get('/api/probe/catalog'),
      await get('/api/probe/catalog'),
      await get('/api/probe/timed'),
      await get('/api/probe/mine', customer.headers),
    ];
    for (const answer of answered) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('cost price');
    }
    expect(answered[0]!.json()).toEqual({ name: 'Basmati Rice', query: {} });
    expect(answered[3]!.json()).toEqual({ email: customer.email });
  });

  it('answers 500 and stores nothing for a route without a 200 schema, or an answer its schema refuses', async () => {
    for (const url of ['/api/probe/unlisted', '/api/probe/wrong']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(500);
      expect(refused.json(), url).toEqual({ msg: 'Something went wrong. Please try again.' });
      expect(refused.body, url).not.toContain('Basmati');
    }
    expect(cache.size).toBe(0);
  });

  it('is dropped by a change published on another server instance (LISTEN/NOTIFY)', async () => {
    const second = await get('/api/probe/catalog');
    expect(second.statusCode).toBe(200);
    shop.name = 'Red Rice';

    if (t.connection.kind === 'postgres') {
      const other = await connectDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        schemaName: t.connection.schemaName,
      });
      await createChangeFeed(other).publish('catalog');
      await expect.poll(() => cache.size).toBe(0);
      await other.close();
    } else {
      // One PGlite instance: the feed is in process and the change is seen at once.
      await changes.publish('catalog');
      expect(cache.size).toBe(0);
    }
    expect((await get('/api/probe/catalog')).json().name).toBe('Red Rice');
  });
});
