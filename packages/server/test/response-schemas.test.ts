import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorSchema } from '@dhanya/api/contract';
import type { FastifyReply, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offerBackups } from '../src/backup/backup-route.js';
import { findFrontendBuilds } from '../src/http/frontends.js';
import { modules } from '../src/modules/index.js';
import type { ServerModule } from '../src/server-types.js';
import { fakeBuild, fakeStorefrontBuild } from './fake-builds.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The routes that send no JSON, and so declare no response schema. Every other route must:
 * its answers are serialized by their zod schemas, so nothing they do not list can leak.
 */
const notJson: Record<string, string> = {
  'GET /uploads/:kind/:file': 'stored pictures, sent as files',
  'POST /internal/backup': 'the backup archive, streamed as application/gzip',
  'GET /*': "the storefront build's files (its pages are rendered by the not-found handler)",
  'GET /admin/*': "the admin build's files, its index.html included",
  'GET /storybook/*': "the static Storybook's files",
  'GET /api/user/orders/:id/invoice.pdf': 'the invoice, as a PDF',
  'GET /api/admin/orders/:id/invoice.pdf': 'the invoice, as a PDF',
};

/**
 * Routes whose answers differ from what they declare, as a mistake would make them. (The
 * types already refuse both: the replies are untyped to get past them.)
 */
const probes: ServerModule = async (app) => {
  const declared = { schema: { response: { 200: z.object({ name: z.string() }) } } };
  const untyped = (reply: unknown) => reply as FastifyReply;
  app.get('/api/probe/created', declared, async (_request, reply) => {
    await untyped(reply).code(201).send({ name: 'Basmati Rice', costPaise: 8000 });
  });
  app.get('/api/probe/conflict', declared, async (_request, reply) => {
    await untyped(reply).code(409).send({ msg: 'Already there', name: 'Basmati Rice', costPaise: 8000 });
  });
};

const routes: RouteOptions[] = [];
let repo: string;
let t: TestApp;

beforeAll(async () => {
  repo = mkdtempSync(path.join(tmpdir(), 'dhanya-routes-'));
  fakeStorefrontBuild(repo);
  fakeBuild(repo, 'packages/admin/dist', 'Admin');
  fakeBuild(repo, 'storybook-static', 'Storybook');
  t = await createTestApp({
    frontends: findFrontendBuilds(repo),
    modules: [...modules, probes],
    onRoute: (route) => void routes.push(route),
    // As main.ts does; the route is only listed here, never called, so no database is needed.
    beforeReady: (app, config) => offerBackups(app, config as unknown as Parameters<typeof offerBackups>[1]),
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(repo, { recursive: true, force: true });
});

/**
 * Each route once per method, HEAD left out: a GET route's HEAD twin has its schemas, and
 * @fastify/static registers its routes for both.
 */
const named = () =>
  routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ route, name: `${method} ${route.url}` })),
  );
const responsesOf = (route: RouteOptions) =>
  (route.schema?.response ?? undefined) as Record<string, unknown> | undefined;
const isZod = (schema: unknown) => schema instanceof z.ZodType;

describe('response schemas', () => {
  it('every JSON route declares the success answers it sends, as zod schemas', () => {
    const json = named().filter(({ name }) => !(name in notJson));
    // Every module's routes are there, not only a few.
    expect(json.length).toBeGreaterThan(55);

    const undeclared = json.filter(({ route }) => {
      const success = Object.entries(responsesOf(route) ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      return success.length === 0 || !success.every(([, schema]) => isZod(schema));
    });
    expect(undeclared.map(({ name }) => name)).toEqual([]);
  });

  it('every JSON route answers its errors as { msg }, and refuses a success status it did not declare', () => {
    for (const { route, name } of named().filter(({ name }) => !(name in notJson))) {
      const responses = responsesOf(route) ?? {};
      expect(responses['4xx'], name).toBe(errorSchema);
      expect(responses['5xx'], name).toBe(errorSchema);
      expect(z.safeParse(responses['2xx'] as z.ZodType, {}).success, name).toBe(false);
    }
  });

  it('only the routes that send files, pages or streams go without, and each of them exists', () => {
    const names = named().map(({ name }) => name);
    for (const name of Object.keys(notJson)) expect(names, name).toContain(name);
    for (const { route, name } of named().filter(({ name }) => name in notJson)) {
      expect(responsesOf(route), name).toBeUndefined();
    }
  });

  it('a success status a route did not declare is a 500, never sent unchecked', async () => {
    const created = await t.app.inject({ method: 'GET', url: '/api/probe/created' });
    expect(created.statusCode).toBe(500);
    expect(created.json()).toEqual({ msg: 'Something went wrong. Please try again.' });
  });

  it('an error answer keeps only { msg }, whatever the route sends with it', async () => {
    const conflict = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ msg: 'Already there' });
  });
});
