/**
 * The shop as `npm start` runs it (the built server, its own process) on a throw-away
 * catalogue of 10,000 products in 40 categories: latency of the catalogue reads at 50
 * connections and the server's RSS idle and after that load, with where that memory is, on
 * PGlite and (when one is reachable) on PostgreSQL; then what a first visit to each storefront
 * page downloads, on the demo shop and on the 10,000 products side by side.
 *
 *   npx tsx packages/server/bench/shop.bench.ts [--runs 3] [--seconds 10] [--postgres postgres://…] [--quick]
 *
 * Each route gets a fixed number of requests (server-under-load.ts), or --seconds of load.
 * --runs: that many servers one after the other on the same catalogue, each measured, then
 * the medians. --quick: the PGlite figures only (no PostgreSQL, no page bytes).
 *
 * Last, the demo shop's RSS idle after its first start and after a restart.
 *
 * PostgreSQL: --postgres, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 * if it answers; a new database is created there and dropped at the end. A benchmark, not a
 * test: run it with nothing else busy on the machine.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildStale, shopBuilds } from '../../../scripts/build-freshness.mjs';
import { repositoryRoot, startServer, type ServerProcess } from '../test/server-process.js';
import { createBenchShop, type BenchCatalogue, type BenchShop } from './bench-catalogue.js';
import { firstStartMemory, firstStartMemoryNote } from './first-start-memory.js';
import { describeMemory, memoryProbePath } from './memory-breakdown.js';
import { countBytes, measurePages, type PageBytes } from './page-bytes.js';
import { megabytes } from './process-memory.js';
import {
  firstCategoryId,
  firstProductId,
  measureServer,
  requestsPerRoute,
  restMs,
  type ServerFigures,
} from './server-under-load.js';

const big: Omit<BenchCatalogue, 'postgresServerUrl'> = { products: 10_000, categories: 40 };
const demo: Omit<BenchCatalogue, 'postgresServerUrl'> = { products: 0, categories: 0 };
const searchedText = 'rice';

/** Node options for the measured server, to try a setting: SERVER_NODE_OPTIONS='--max-semi-space-size=4'. */
const serverNodeOptions = process.env.SERVER_NODE_OPTIONS ?? '';
const print = (line = '') => process.stdout.write(`${line}\n`);
const count = (value: number) => value.toLocaleString('en-IN');

/** Seeds the shop once, then runs `measure` on `runs` servers started on it one after the other. */
async function onShop<T>(
  catalogue: BenchCatalogue,
  measure: (server: ServerProcess, shop: BenchShop) => Promise<T>,
  runs = 1,
): Promise<{ shop: BenchShop; results: T[] }> {
  const shop = await createBenchShop(catalogue);
  const results: T[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      // The bench asks from one address: the per-address search limit must not answer 429.
      const server = await startServer({
        dataDir: shop.env.DATA_DIR,
        env: {
          ...shop.env,
          RATE_LIMIT_MULTIPLIER: '1000',
          NODE_OPTIONS: `${serverNodeOptions} --import ${memoryProbePath}`,
        },
        ipc: true,
      });
      try {
        results.push(await measure(server, shop));
      } finally {
        await server.stop();
      }
    }
    return { shop, results };
  } finally {
    await shop.dispose();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function printServerFigures(database: string, shop: BenchShop, runs: ServerFigures[], seconds: number | undefined) {
  const load =
    seconds === undefined
      ? `${count(requestsPerRoute.search)} searches, ${count(requestsPerRoute.category)} category and ` +
        `${count(requestsPerRoute.products)} product list requests`
      : `${seconds} s a route`;
  print(`${database}, ${count(shop.products)} products in ${shop.categories} categories, 50 connections, ${load}:`);
  for (const [index, figures] of runs.entries()) {
    if (runs.length > 1) print(` run ${index + 1}:`);
    print(
      `  first search (reads and indexes the catalogue) ${Math.round(figures.firstSearchMs)} ms, ` +
        `RSS then ${megabytes(figures.afterFirstSearchBytes)}; then:`,
    );
    for (const { label, result } of figures.routes) {
      const rate = count(Math.round(result.requests.average)).padStart(7);
      const failures = result.non2xx + result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors)` : '';
      print(
        `  ${label.padEnd(34)} p50 ${String(result.latency.p50).padStart(5)} ms  ` +
          `p99 ${String(result.latency.p99).padStart(5)} ms  ${rate} req/s${failures}`,
      );
    }
    print(
      `  server RSS: idle ${megabytes(figures.idleBytes)}, after the load ${megabytes(figures.afterLoadBytes)}` +
        ` (peak during it ${megabytes(figures.peakBytes)}), ${restMs / 1000} s later ${megabytes(figures.restedBytes)}`,
    );
  }
  if (runs.length > 1) {
    print(` median of ${runs.length} runs:`);
    print(`  first search ${Math.round(median(runs.map((figures) => figures.firstSearchMs)))} ms`);
    for (const [route, { label }] of runs[0]!.routes.entries()) {
      const of = (pick: (figures: ServerFigures) => number) => median(runs.map(pick));
      const p50 = of((figures) => figures.routes[route]!.result.latency.p50);
      const p99 = of((figures) => figures.routes[route]!.result.latency.p99);
      const rate = of((figures) => figures.routes[route]!.result.requests.average);
      print(
        `  ${label.padEnd(34)} p50 ${String(p50).padStart(5)} ms  p99 ${String(p99).padStart(5)} ms  ` +
          `${count(Math.round(rate)).padStart(7)} req/s`,
      );
    }
    print(
      `  server RSS: idle ${megabytes(median(runs.map((figures) => figures.idleBytes)))}, after the load ` +
        `${megabytes(median(runs.map((figures) => figures.afterLoadBytes)))} (peak during it ` +
        `${megabytes(median(runs.map((figures) => figures.peakBytes)))}), ${restMs / 1000} s later ` +
        `${megabytes(median(runs.map((figures) => figures.restedBytes)))}`,
    );
  }
  // Where the memory is, in the run whose RSS after the load is the median (the first of two).
  const shown = [...runs].sort((a, b) => a.afterLoadBytes - b.afterLoadBytes)[Math.floor((runs.length - 1) / 2)]!;
  if (shown.memory) {
    const { idle, afterLoad, afterGc } = shown.memory;
    if (runs.length > 1) print(` run ${runs.indexOf(shown) + 1}'s memory:`);
    for (const [when, breakdown] of [
      ['idle', idle],
      ['after the load', afterLoad],
      ['after a full GC', afterGc],
    ] as const) {
      print(`  ${when}:`);
      for (const line of describeMemory(breakdown)) print(`    ${line}`);
    }
  }
  print();
}

/** The storefront pages a first visit measures (search results included), and the search box's answer. */
async function pageFigures(server: ServerProcess): Promise<Array<[string, PageBytes]>> {
  const origin = server.url('');
  const pages = [
    ['/', '/'],
    ['/categories/:id', `/categories/${await firstCategoryId(origin)}`],
    ['/product/:id', `/product/${await firstProductId(origin)}`],
    ['/productlist', '/productlist'],
    ['/search', `/search?query=${searchedText}`],
  ] as const;
  const measured = await measurePages(
    origin,
    pages.map(([, path]) => path),
  );
  const search = await countBytes([server.url(`/api/product/search?query=${searchedText}`)]);
  return [
    ...pages.map(([name], index): [string, PageBytes] => [name, measured[index]!]),
    [`search box "${searchedText}"`, search],
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = ({ html, js, css, json }: PageBytes) => html + js + css + json;
const detail = (bytes: PageBytes) =>
  `${kb(total(bytes)).padStart(9)} (html ${kb(bytes.html)}, js ${kb(bytes.js)}, css ${kb(bytes.css)}, json ${kb(bytes.json)})`;

function printPageBytes(
  small: BenchShop,
  large: BenchShop,
  demoPages: Array<[string, PageBytes]>,
  bigPages: Array<[string, PageBytes]>,
) {
  print(`First visit, bytes as served (brotli where the server compresses; pictures and fonts not counted):`);
  print(
    `  ${'page'.padEnd(18)} ${`demo, ${small.products} products`.padEnd(62)} ${`${count(large.products)} products`.padEnd(62)} ratio`,
  );
  for (const [index, [name, demoBytes]] of demoPages.entries()) {
    const bigBytes = bigPages[index]![1];
    const ratio = (total(bigBytes) / total(demoBytes)).toFixed(1);
    print(`  ${name.padEnd(18)} ${detail(demoBytes).padEnd(62)} ${detail(bigBytes).padEnd(62)} ${ratio}×`);
  }
  print(
    '  Counted: the HTML, and every JS, CSS and JSON request Chromium made on the first visit until the network was idle, ' +
      `each asked again with Accept-Encoding: br, gzip. "/search": the results page for "${searchedText}"; ` +
      `"search box": the header box's one request for it.`,
  );
}

/** A PostgreSQL server to bench on, if one answers. */
async function reachablePostgres(asked: string | undefined): Promise<string | undefined> {
  const url = asked ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return url;
  } catch {
    if (asked) throw new Error(`PostgreSQL at ${asked} does not answer`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string' },
      runs: { type: 'string', default: '1' },
      postgres: { type: 'string' },
      quick: { type: 'boolean' },
    },
  });
  const seconds = values.seconds === undefined ? undefined : Number(values.seconds);
  const runs = Number(values.runs);
  buildStale(repositoryRoot, shopBuilds(repositoryRoot));

  let bigPages: Array<[string, PageBytes]> = [];
  const onPglite = await onShop(
    big,
    async (server) => {
      const figures = await measureServer(server, { seconds, probed: true });
      if (!values.quick && bigPages.length === 0) bigPages = await pageFigures(server);
      return figures;
    },
    runs,
  );
  printServerFigures('PGlite', onPglite.shop, onPglite.results, seconds);
  if (values.quick) return;

  const postgres = await reachablePostgres(values.postgres);
  if (postgres) {
    const onPostgres = await onShop(
      { ...big, postgresServerUrl: postgres },
      (server) => measureServer(server, { seconds, probed: true }),
      runs,
    );
    printServerFigures('PostgreSQL', onPostgres.shop, onPostgres.results, seconds);
  } else {
    print('PostgreSQL: none reachable (TEST_DATABASE_URL, or --postgres postgres://…), not measured.');
    print();
  }

  const onDemo = await onShop(demo, pageFigures);
  printPageBytes(onDemo.shop, onPglite.shop, onDemo.results[0]!, bigPages);

  const { firstStartBytes, restartBytes } = await firstStartMemory();
  print();
  print(
    `The demo shop's RSS, ${firstStartMemoryNote}: first start (seeds it) ${megabytes(firstStartBytes)}, ` +
      `restarted ${megabytes(restartBytes)}`,
  );
}

await main();
