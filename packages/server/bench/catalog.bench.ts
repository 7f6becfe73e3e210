/**
 * Catalogue benchmark: search latency over 10,000 products, and (with --rps) requests per
 * second of GET /api/product/get against a hello-world route of the same server.
 *
 *   npx tsx packages/server/bench/catalog.bench.ts          # search latency only
 *   npx tsx packages/server/bench/catalog.bench.ts --rps    # plus autocannon, 10 s per route
 *
 * Runs on a fresh in-memory PGlite; nothing is kept.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { paths } from '@dhanya/api/contract';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { categories, products } from '../src/db/schema.js';
import { modules, type ServerModule } from '../src/modules/index.js';
import { createTestApp } from '../test/harness.js';

const productCount = 10_000;
/** A shop's real catalogue is tens of products: the size GET /api/product/get is measured at. */
const shopSizedCount = 48;
const queryCount = 200;
const rpsSeconds = 10;

const grains = [
  'Basmati Rice',
  'Sona Masoori Rice',
  'Ponni Rice',
  'Red Matta Rice',
  'Brown Rice',
  'Jeerakasala Rice',
  'Toor Dal',
  'Moong Dal',
  'Chana Dal',
  'Urad Dal',
  'Masoor Dal',
  'Rajma',
  'Kabuli Chana',
  'Ragi Flour',
  'Jowar Flour',
  'Bajra Flour',
  'Whole Wheat Atta',
  'Besan',
  'Rice Flour',
  'Foxtail Millet',
  'Little Millet',
  'Kodo Millet',
  'Barnyard Millet',
  'Pearl Millet',
  'Turmeric Powder',
  'Red Chilli Powder',
  'Coriander Seeds',
  'Cumin Seeds',
  'Black Pepper',
  'Cardamom',
  'Groundnut Oil',
  'Sesame Oil',
  'Coconut Oil',
  'Mustard Oil',
  'Desi Ghee',
  'Cashew Nuts',
  'Almonds',
  'Raisins',
  'Dates',
  'Walnuts',
  'Jaggery',
  'Palm Jaggery',
  'Honey',
];
const qualities = [
  'Organic',
  'Premium',
  'Aged',
  'Hand-pounded',
  'Cold Pressed',
  'Stone Ground',
  'Farm Fresh',
  'Classic',
];
const packs = ['250 g', '500 g', '1 kg', '2 kg', '5 kg', '10 kg', '1 L', '5 L'];
const places = ['Raichur', 'Mandya', 'Dehradun', 'Thanjavur', 'Palakkad', 'Nashik', 'Guntur', 'Erode', 'Idukki'];
const phrases = [
  'grown without pesticides',
  'sun dried on the farm',
  'cleaned and sorted by hand',
  'packed the week it was milled',
  'from a farmer collective',
  'rich in fibre',
  'a pantry staple',
  'slow roasted',
  'unpolished',
  'naturally sweet',
];

/** A small seeded generator, so every run measures the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const next = random(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

function generatedProduct(index: number, categoryIds: string[]) {
  const grain = pick(grains);
  return {
    title: `${pick(qualities)} ${grain} ${pick(packs)}`,
    description: `${grain} from ${pick(places)}, ${pick(phrases)} and ${pick(phrases)}. Lot ${index}.`,
    quantity: Math.floor(next() * 200),
    pricePaise: 2_000 + Math.floor(next() * 200_000),
    categoryId: pick(categoryIds),
  };
}

async function addProducts(db: Database, from: number, to: number, categoryIds: string[]) {
  for (let start = from; start < to; start += 500) {
    const batch = [];
    for (let index = start; index < Math.min(start + 500, to); index++)
      batch.push(generatedProduct(index, categoryIds));
    await db.insert(products).values(batch);
  }
}

/** What a shopper types: words, prefixes, two words, typos, places, and things the shop lacks. */
function searchQueries(): string[] {
  const words = [
    ...new Set([...grains, ...qualities, ...places].flatMap((text) => text.toLowerCase().split(/[\s-]+/))),
  ].filter((word) => word.length > 2);
  const typo = (word: string) => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    return next() < 0.5 ? word.slice(0, at) + word[at] + word.slice(at) : word.slice(0, at) + word.slice(at + 1);
  };
  const queries = new Set<string>(['basmatti', 'jagery', 'turmric', 'rice & dal', '100%', "' OR 1=1 --", 'xylophone']);
  while (queries.size < queryCount) {
    const word = pick(words);
    const kind = next();
    if (kind < 0.3) queries.add(word);
    else if (kind < 0.5) queries.add(typo(word));
    else if (kind < 0.65) queries.add(word.slice(0, 3 + Math.floor(next() * 3)));
    else if (kind < 0.85) queries.add(`${word} ${pick(words)}`);
    else queries.add(`${pick(phrases).split(' ').slice(0, 2).join(' ')}`);
  }
  return [...queries];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const print = (line = '') => process.stdout.write(`${line}\n`);

async function measureSearch(app: App, queries: string[]) {
  const timings: number[] = [];
  let results = 0;
  for (const query of queries) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: `${paths.search}?query=${encodeURIComponent(query)}` });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`Search for "${query}" answered ${response.statusCode}`);
    results += (response.json() as unknown[]).length;
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)!, results };
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;

async function measureRequestsPerSecond(app: App) {
  // autocannon ships no types; only its promise API is used.
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const route of ['/bench/hello', paths.products]) {
    const result = await autocannon({ url: `${address}${route}`, connections: 10, duration: rpsSeconds });
    print(
      `  GET ${route.padEnd(18)} ${Math.round(result.requests.average).toLocaleString('en-IN').padStart(8)} req/s` +
        `  (latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
  }
}

const hello: ServerModule = async (app) => {
  app.get('/bench/hello', async () => ({ hello: 'world' }));
};

async function main() {
  const withRps = process.argv.includes('--rps');
  // The tests' fresh database and app (in-memory PGlite), with a hello route beside the shop's.
  const shop = await createTestApp({ modules: [...modules, hello] });
  const { app, db } = shop;

  try {
    const categoryRows = await db
      .insert(categories)
      .values(
        ['Rice', 'Pulses and Dals', 'Flours', 'Millets', 'Spices', 'Oils', 'Dry Fruits', 'Sweeteners'].map((name) => ({
          name,
        })),
      )
      .returning({ id: categories.id });
    const categoryIds = categoryRows.map((row) => row.id);

    if (withRps) {
      await addProducts(db, 0, shopSizedCount, categoryIds);
      print(`Requests per second, ${shopSizedCount} products, 10 connections, ${rpsSeconds} s each (autocannon):`);
      await measureRequestsPerSecond(app);
      print();
    }

    const started = performance.now();
    await addProducts(db, withRps ? shopSizedCount : 0, productCount, categoryIds);
    await db.execute(sql`analyze products`);
    print(
      `Catalogue: ${productCount.toLocaleString('en-IN')} products (inserted in ${ms(performance.now() - started)})`,
    );

    const queries = searchQueries();
    await measureSearch(app, ['warm up', 'rice', 'dal']);
    const uncached = await measureSearch(app, queries);
    const cached = await measureSearch(app, queries);
    print(`Search, ${queries.length} different queries through app.inject (GET ${paths.search}):`);
    print(`  from the database: median ${ms(uncached.median)}, p95 ${ms(uncached.p95)}, max ${ms(uncached.max)}`);
    print(`  from the read cache: median ${ms(cached.median)}, p95 ${ms(cached.p95)}`);
    print(`  ${(uncached.results / queries.length).toFixed(1)} results per query on average (at most 10)`);
  } finally {
    await shop.close();
  }
}

await main();
