import { paths } from '@dhanya/api/contract';
import { grains, phrases, places, qualities } from '../test/generated-catalogue.js';
import type { ServerProcess } from '../test/server-process.js';
import { load, type LoadAmount, type LoadResult } from './load.js';
import { measureMemory, type MemoryBreakdown } from './memory-breakdown.js';
import { residentBytes } from './process-memory.js';
import { queryFeed, uniqueQueries } from './unique-queries.js';

export interface RouteUnderLoad {
  label: string;
  result: LoadResult;
}

export interface ServerFigures {
  /** RSS once started, before any request. */
  idleBytes: number;
  routes: RouteUnderLoad[];
  /** RSS after every route's load, once the server has had a moment to settle. */
  afterLoadBytes: number;
  /** RSS once the server has rested `restMs` after the load: what V8 gives back when idle. */
  restedBytes: number;
  /** The highest RSS seen while under load (sampled every 100 ms). */
  peakBytes: number;
  /** The first search after the start, which reads and indexes the catalogue, before the load. */
  firstSearchMs: number;
  /** RSS just after that first search, before the load. */
  afterFirstSearchBytes: number;
  /** Where the memory is, when the server runs memory-probe.mjs: idle, after the load, then after a full GC. */
  memory?: { idle: MemoryBreakdown; afterLoad: MemoryBreakdown; afterGc: MemoryBreakdown } | undefined;
}

/** Without seconds, each route gets this many requests: about 10 s of each on this machine's 2 cores. */
export const requestsPerRoute = { search: 3_000, category: 30_000, products: 6_000 };

const connections = 50;
const settleMs = 2_000;
/** V8 shrinks its heap some seconds after the allocation rate falls (its memory reducer). */
export const restMs = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The three catalogue reads a storefront makes most, each at 50 connections for `seconds`, or
 * for `requestsPerRoute` without: search (a different query text on every request, so the read
 * cache never answers it), the first category's page data, and the product list. With `probed`,
 * the server runs memory-probe.mjs and the figures say where its memory is.
 */
export async function measureServer(
  server: ServerProcess,
  { seconds, probed = false }: { seconds?: number | undefined; probed?: boolean },
): Promise<ServerFigures> {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('The server process has no pid');
  const amount = (requests: number): LoadAmount => (seconds === undefined ? { requests } : { seconds });
  await sleep(settleMs);
  const idleBytes = residentBytes(pid);
  const idle = probed ? await measureMemory(server.child) : undefined;

  let peakBytes = idleBytes;
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, residentBytes(pid));
  }, 100);
  const origin = server.url('');
  // The first search reads the whole catalogue and indexes it; timed on its own, so the load's
  // percentiles are those of a running shop and not of 50 requests queued behind that read.
  const started = performance.now();
  const first = await fetch(`${origin}${paths.search}?query=rice`);
  if (!first.ok) throw new Error(`The first search answered ${first.status}`);
  await first.arrayBuffer();
  const firstSearchMs = performance.now() - started;
  await sleep(settleMs);
  const afterFirstSearchBytes = residentBytes(pid);
  const routes: RouteUnderLoad[] = [];
  try {
    const feed = queryFeed(uniqueQueries([...grains, ...qualities, ...places, ...phrases], 5_000, 9));
    const nextSearch = () => `${paths.search}?query=${encodeURIComponent(feed.next())}`;
    routes.push({
      label: `GET ${paths.search}?query=…`,
      result: await load(origin, '', { connections, nextPath: nextSearch, ...amount(requestsPerRoute.search) }),
    });
    const categoryPath = paths.category(await firstCategoryId(origin));
    routes.push({
      label: `GET ${paths.category.route}`,
      result: await load(origin, categoryPath, { connections, ...amount(requestsPerRoute.category) }),
    });
    routes.push({
      label: `GET ${paths.products}`,
      result: await load(origin, paths.products, { connections, ...amount(requestsPerRoute.products) }),
    });
  } finally {
    clearInterval(sampler);
  }
  await sleep(settleMs);
  const afterLoadBytes = residentBytes(pid);
  const afterLoad = idle && (await measureMemory(server.child));
  await sleep(restMs - settleMs);
  const restedBytes = residentBytes(pid);
  const memory = idle && afterLoad && { idle, afterLoad, afterGc: await measureMemory(server.child, { gc: true }) };
  return { idleBytes, routes, afterLoadBytes, restedBytes, peakBytes, firstSearchMs, afterFirstSearchBytes, memory };
}

export async function firstCategoryId(origin: string): Promise<string> {
  const response = await fetch(`${origin}${paths.categories}`);
  if (!response.ok) throw new Error(`GET ${paths.categories} answered ${response.status}`);
  const [first] = (await response.json()) as Array<{ _id: string }>;
  if (!first) throw new Error(`GET ${paths.categories} answered no categories`);
  return first._id;
}

export async function firstProductId(origin: string): Promise<string> {
  const response = await fetch(`${origin}${paths.products}`);
  if (!response.ok) throw new Error(`GET ${paths.products} answered ${response.status}`);
  const body = (await response.json()) as Array<{ _id: string }> | { products?: Array<{ _id: string }> };
  const [first] = Array.isArray(body) ? body : (body.products ?? []);
  if (!first) throw new Error(`GET ${paths.products} answered no products`);
  return first._id;
}
