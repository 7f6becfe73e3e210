import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../src/modules/index.js';
import { createTestApp } from '../harness.js';
import { recordRouteSchemas, routeCatalogue, type RecordedSchemas } from './route-catalogue.js';
import { fuzzRoute, roles, type FuzzContext } from './runner.js';
import { cartFiller, openShop, rowIdsQuery } from './shop-fixture.js';
import { fingerprintQuery } from './state-fingerprint.js';

/**
 * Seed policy: a new random seed on every run, so each CI run tries inputs no earlier run
 * tried; it is printed at the end and in every failure. FUZZ_SEED=<n> replays a run,
 * FUZZ_RUNS=<n> sets the requests per route and role (default 12).
 */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 12;

const recorded: RecordedSchemas = new Map();
// The server's own account of a 500, for the failure message.
let serverError = '';
const t = await createTestApp({
  modules: [recordRouteSchemas(recorded), ...modules],
  logger: { level: 'error', stream: { write: (line: string) => (serverError = line) } },
});
const { routes, gaps } = routeCatalogue(t.app, recorded);

describe(`the API under fuzzing (seed ${seed})`, () => {
  const sent = new Map<string, number>();
  let ids: string[] = [];
  let readIds: () => Promise<string[]>;
  let context: FuzzContext;
  const started = Date.now();

  beforeAll(async () => {
    const { picture } = await openShop(t);
    readIds = await rowIdsQuery(t);
    const fingerprint = await fingerprintQuery(t.db);
    context = {
      ...{ t, seed, runs, sent, picture, fingerprint, ids: () => ids, fillCart: cartFiller(t) },
      takeServerError: () => [serverError, (serverError = '')][0]!,
    };
  });
  afterAll(async () => {
    const requests = [...sent.values()].reduce((sum, count) => sum + count, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // eslint-disable-next-line no-console -- the run's one summary line: its size and seed
    console.log(`fuzz: ${requests} requests over ${sent.size} routes in ${seconds} s, seed ${seed}`);
    await t.close();
  });

  it('knows how to fuzz every route the server serves and the contract names', () => {
    expect(gaps).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const [index, route] of routes.entries()) {
    it(`${route.method} ${route.url}: no 5xx, no internals shown, no change from a refused write`, async () => {
      ids = await readIds();
      await fuzzRoute(context, route, index);
    });
  }

  it('sent every route its requests as every role', () => {
    for (const route of routes)
      expect(sent.get(`${route.method} ${route.url}`)).toBeGreaterThanOrEqual(runs * roles.length);
  });
});
