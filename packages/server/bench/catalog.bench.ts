/**
 * Catalogue benchmark: search latency over 10,000 products, and (with --rps) requests per
 * second of GET /api/product/get against a hello-world route of the same server, and of search
 * with a new query text on every request, before (pg_trgm queries) and after (the index).
 *
 *   npx tsx --expose-gc packages/server/bench/catalog.bench.ts          # search latency only
 *   npx tsx --expose-gc packages/server/bench/catalog.bench.ts --rps    # plus autocannon
 *
 * Runs on fresh in-memory PGlite databases; nothing is kept. Without --expose-gc the index's
 * memory is not measured.
 */
import { performance } from 'node:perf_hooks';
import { paths } from '@dhanya/api/contract';
import { demoProducts } from '@dhanya/api/demo';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { createLocalChangeFeed } from '../src/db/changes.js';
import { catalogTopic } from '../src/modules/catalog/context.js';
import { selectProducts } from '../src/modules/catalog/product-query.js';
import { ProductSearchIndex } from '../src/modules/catalog/search-index.js';
import { modules } from '../src/modules/index.js';
import { seed } from '../src/seed/index.js';
import { addCategories, addProducts, searchQueries, seededRandom } from '../test/generated-catalogue.js';
import { createTestApp } from '../test/harness.js';
import { benchRoutes, sqlSearchPath } from './bench-routes.js';
import { addHindiNames, hindiQueries } from './hindi-names.js';
import { describeLoad, load } from './load.js';
import { queryFeed, uniqueQueries } from './unique-queries.js';

const productCount = 10_000;
/** A shop's real catalogue is tens of products: the size GET /api/product/get is measured at. */
const shopSizedCount = 48;
const queryCount = 200;
const rpsSeconds = 10;
const searchConnections = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const print = (line = '') => process.stdout.write(`${line}\n`);
const searchUrl = (path: string, query: string) => `${path}?query=${encodeURIComponent(query)}`;

async function measureSearch(app: App, path: string, queries: string[]) {
  const timings: number[] = [];
  let results = 0;
  for (const query of queries) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: searchUrl(path, query) });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`Search for "${query}" answered ${response.statusCode}`);
    results += (response.json() as unknown[]).length;
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
    results,
  };
}

async function measureRequestsPerSecond(app: App) {
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const route of ['/bench/hello', paths.products]) {
    print(describeLoad(`GET ${route}`, await load(origin, route, { connections: 10, seconds: rpsSeconds })));
  }
}

/** Search with a new text on every request, on the demo shop's catalogue: as it was, then the index. */
async function measureUniqueSearches() {
  // The bench asks from one address (loopback): the per-address search limit is raised for it.
  const shop = await createTestApp({
    modules: [...modules, benchRoutes],
    config: { rateLimits: { search: { max: 1_000_000_000, windowSeconds: 60 } } },
  });
  try {
    await seed(shop.db, { ...shop.config, seedDemo: true }, shop.app.log);
    const queries = uniqueQueries(
      demoProducts.flatMap((product) => [product.title, product.description]),
      200_000,
      1,
    );
    const origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    print(
      `Search with a new query text on every request, demo catalogue (${demoProducts.length} products),` +
        ` ${searchConnections} connections, ${rpsSeconds} s each:`,
    );
    const rates: number[] = [];
    for (const [label, path] of [
      ['before: pg_trgm queries', sqlSearchPath],
      ['after: index in process', paths.search],
    ] as const) {
      const feed = queryFeed(queries);
      const nextPath = () => searchUrl(path, feed.next());
      const result = await load(origin, '', { connections: searchConnections, seconds: rpsSeconds, nextPath });
      rates.push(result.requests.average);
      print(`${describeLoad(label, result)}${feed.repeated ? `  (texts repeated after ${queries.length})` : ''}`);
    }
    print(`  after / before: ${(rates[1]! / rates[0]!).toFixed(1)}×`);
    const rows = await selectProducts(shop.db);
    print(`  index of the demo catalogue: ${indexMemory(rows)}`);
  } finally {
    await shop.close();
  }
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Heap and array buffers in use after a collection (undefined without --expose-gc). */
function memoryInUse(): number | undefined {
  if (!gc) return undefined;
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const memoryHeld = (before: number | undefined) => {
  const after = memoryInUse();
  return before === undefined || after === undefined
    ? 'memory not measured (no --expose-gc)'
    : megabytes(after - before);
};

/** Builds the index of `rows` on its own: how long it takes and what it holds. */
function indexMemory(rows: Awaited<ReturnType<typeof selectProducts>>): string {
  const before = memoryInUse();
  const started = performance.now();
  const index = new ProductSearchIndex(rows);
  const built = performance.now() - started;
  return `built in ${ms(built)}, ${memoryHeld(before)} (typed arrays and strings: ${megabytes(index.bytes)})`;
}

async function main() {
  const withRps = process.argv.includes('--rps');
  // The tests' fresh database and app (in-memory PGlite), with the bench's routes beside the shop's.
  const changes = createLocalChangeFeed();
  const shop = await createTestApp({ modules: [...modules, benchRoutes], changes });
  const { app, db } = shop;

  try {
    const categoryIds = await addCategories(db);
    const random = seededRandom(42);

    if (withRps) {
      await addProducts(db, 0, shopSizedCount, categoryIds, random);
      print(`Requests per second, ${shopSizedCount} products, 10 connections, ${rpsSeconds} s each (autocannon):`);
      await measureRequestsPerSecond(app);
      print();
      await measureUniqueSearches();
      print();
    }

    const started = performance.now();
    await addProducts(db, withRps ? shopSizedCount : 0, productCount, categoryIds, random);
    await db.execute(sql`analyze products`);
    print(
      `Catalogue: ${productCount.toLocaleString('en-IN')} products (inserted in ${ms(performance.now() - started)})`,
    );

    const queries = searchQueries(queryCount, random);
    const beforeRows = memoryInUse();
    const readStarted = performance.now();
    const rows = await selectProducts(db);
    const read = performance.now() - readStarted;
    print(`Product rows search answers from: read in ${ms(read)}, ${memoryHeld(beforeRows)}`);
    print(`Index of their titles and descriptions: ${indexMemory(rows)}`);

    // Warm both ways up with other queries, so the figures are a running server's.
    const warmUp = searchQueries(queryCount, seededRandom(7));
    await measureSearch(app, paths.search, warmUp);
    await measureSearch(app, sqlSearchPath, warmUp.slice(0, 20));
    const indexed = await measureSearch(app, paths.search, queries);
    const cached = await measureSearch(app, paths.search, queries);
    const inSql = await measureSearch(app, sqlSearchPath, queries);
    print(`Search, ${queries.length} different queries through app.inject (GET ${paths.search}):`);
    print(
      `  from the index: median ${ms(indexed.median)}, p95 ${ms(indexed.p95)}, p99 ${ms(indexed.p99)}, max ${ms(indexed.max)}`,
    );
    print(`  from the read cache: median ${ms(cached.median)}, p95 ${ms(cached.p95)}`);
    print(`  as before, pg_trgm queries: median ${ms(inSql.median)}, p95 ${ms(inSql.p95)}, max ${ms(inSql.max)}`);
    print(`  ${(indexed.results / queries.length).toFixed(1)} results per query on average (at most 10)`);
    if (indexed.results !== inSql.results) throw new Error('The index and the pg_trgm queries found different counts');

    // Issue 34: every product also named in Hindi and by its other names, searched in both.
    await addHindiNames(db);
    await changes.publish(catalogTopic);
    const mixed = [...queries, ...hindiQueries(queryCount / 2, seededRandom(11))];
    await measureSearch(app, paths.search, [...warmUp, ...hindiQueries(queryCount / 2, seededRandom(5))]);
    const named = await measureSearch(app, paths.search, mixed);
    print(`Search with Hindi titles and other names, ${mixed.length} queries (the ones above and Hindi ones):`);
    print(
      `  from the index: median ${ms(named.median)}, p95 ${ms(named.p95)}, p99 ${ms(named.p99)}, max ${ms(named.max)}` +
        ` (p99 ${(named.p99 / indexed.p99).toFixed(2)}× the English-only index's)`,
    );
    print(`  ${(named.results / mixed.length).toFixed(1)} results per query on average (at most 10)`);
  } finally {
    await shop.close();
  }
}

await main();
