/**
 * The shop as `npm start` runs it (the built server, its own process) on a throw-away
 * catalogue of 10,000 products in 40 categories: latency of the catalogue reads at 50
 * connections and the server's RSS idle and after that load, on PGlite and (when one is
 * reachable) on PostgreSQL; then what a first visit to each storefront page downloads, on the
 * demo shop and on the 10,000 products side by side.
 *
 *   npx tsx packages/server/bench/shop.bench.ts [--seconds 10] [--postgres postgres://…] [--quick]
 *
 * --quick: the PGlite figures only (no PostgreSQL, no page bytes).
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
import { countBytes, measurePages, type PageBytes } from './page-bytes.js';
import { megabytes } from './process-memory.js';
import { firstCategoryId, firstProductId, measureServer, type ServerFigures } from './server-under-load.js';

const big: Omit<BenchCatalogue, 'postgresServerUrl'> = { products: 10_000, categories: 40 };
const demo: Omit<BenchCatalogue, 'postgresServerUrl'> = { products: 0, categories: 0 };
const searchedText = 'rice';

const print = (line = '') => process.stdout.write(`${line}\n`);
const count = (value: number) => value.toLocaleString('en-IN');

async function onShop<T>(catalogue: BenchCatalogue, measure: (server: ServerProcess, shop: BenchShop) => Promise<T>) {
  const shop = await createBenchShop(catalogue);
  let server: ServerProcess | undefined;
  try {
    // The bench asks from one address: the per-address search limit must not answer 429.
    server = await startServer({ dataDir: shop.env.DATA_DIR, env: { ...shop.env, RATE_LIMIT_MULTIPLIER: '1000' } });
    return await measure(server, shop);
  } finally {
    await server?.stop();
    await shop.dispose();
  }
}

function printServerFigures(database: string, shop: BenchShop, figures: ServerFigures, seconds: number) {
  print(
    `${database}, ${count(shop.products)} products in ${shop.categories} categories, ` +
      `50 connections, ${seconds} s a route:`,
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
      ` (peak during it ${megabytes(figures.peakBytes)})`,
  );
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
    options: { seconds: { type: 'string', default: '10' }, postgres: { type: 'string' }, quick: { type: 'boolean' } },
  });
  const seconds = Number(values.seconds);
  buildStale(repositoryRoot, shopBuilds(repositoryRoot));

  let bigShop: BenchShop | undefined;
  let bigPages: Array<[string, PageBytes]> = [];
  await onShop(big, async (server, shop) => {
    bigShop = shop;
    printServerFigures('PGlite', shop, await measureServer(server, seconds), seconds);
    if (!values.quick) bigPages = await pageFigures(server);
  });
  if (values.quick) return;

  const postgres = await reachablePostgres(values.postgres);
  if (postgres) {
    await onShop({ ...big, postgresServerUrl: postgres }, async (server, shop) =>
      printServerFigures('PostgreSQL', shop, await measureServer(server, seconds), seconds),
    );
  } else {
    print('PostgreSQL: none reachable (TEST_DATABASE_URL, or --postgres postgres://…), not measured.');
    print();
  }

  await onShop(demo, async (server, shop) => {
    printPageBytes(shop, bigShop!, await pageFigures(server), bigPages);
  });
}

await main();
