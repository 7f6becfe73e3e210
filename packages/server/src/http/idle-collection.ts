import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface IdleCollectionOptions {
  /** A full garbage collection (`fullGarbageCollection`; the tests give their own). */
  collect: () => void;
  /** How long without a request counts as quiet. */
  quietMs?: number;
  /** How much V8's heap must have grown since the last collection for one to be worth it. */
  growthBytes?: number;
  /** V8's heap size now (the tests give their own). */
  heapBytes?: () => number;
}

/**
 * Short, as the growth it waits for is large: a collection comes at most once per 32 MB the
 * heap grew, so a shop with a trickle of requests rarely sees one, and memory comes back within
 * a second of a burst's end.
 */
const defaultQuietMs = 500;
const defaultGrowthBytes = 32 * 1024 * 1024;

/**
 * Gives back what a burst of requests left behind once the shop goes quiet. Under load V8
 * promotes what requests in flight hold into its old space and grows that space to keep up;
 * when the load stops, nothing triggers the next major collection, and the process keeps
 * 60–100 MB of garbage resident for as long as it stays quiet (issue 13's bench: 354 MB
 * after the load, 281 MB after a full collection). So after `quietMs` (to twice that) without a request, if the
 * heap has grown by `growthBytes` since the last collection, this runs one: a pause of some
 * tens of milliseconds when nobody is waiting. A shop that is never quiet leaves it to V8.
 */
export function collectGarbageWhenIdle(app: FastifyInstance, options: IdleCollectionOptions): void {
  const { collect, quietMs = defaultQuietMs, growthBytes = defaultGrowthBytes } = options;
  const heapBytes = options.heapBytes ?? (() => getHeapStatistics().total_heap_size);
  let heapAfterCollection = heapBytes();
  // Requests waiting for an answer: under load a queue of them can go a while without one
  // finishing, and a collection then would hold up every one of them.
  const inFlight = new Set<FastifyRequest>();
  let active = false;
  const begin = async (request: FastifyRequest) => {
    inFlight.add(request);
    active = true;
  };
  const end = async (request: FastifyRequest) => {
    inFlight.delete(request);
    active = true;
  };
  app.addHook('onRequest', begin);
  app.addHook('onResponse', end);
  app.addHook('onRequestAbort', end);

  // A request begun or ended in the last interval, or one still waiting, means not quiet yet;
  // an interval with none, after some, is quiet.
  let sawTraffic = false;
  const timer = setInterval(() => {
    if (active || inFlight.size > 0) {
      active = false;
      sawTraffic = true;
      return;
    }
    if (!sawTraffic) return;
    sawTraffic = false;
    if (heapBytes() - heapAfterCollection < growthBytes) return;
    // Twice: the first empties the young generation and frees the old one's garbage; only the
    // second finds the young generation empty and gives its pages back, and compacts what the
    // first left scattered (the bench, 2 s after its load: 295–299 MB after one, 274–278 MB after both).
    collect();
    collect();
    heapAfterCollection = heapBytes();
  }, quietMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * V8's own full collection, without `--expose-gc` on the command line: the flag set at run
 * time exposes `gc` to contexts made after it, and a new context hands it over. The server
 * then collects alike however it is started (`npm start`, the tests' harness, tsx).
 */
export function fullGarbageCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
