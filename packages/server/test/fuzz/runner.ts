import fc from 'fast-check';
import { bearer, type TestApp } from '../harness.js';
import { requestsFor, type FuzzRequest } from './requests.js';
import type { FuzzRoute } from './route-catalogue.js';
import type { IdPool } from './schema-values.js';

export const roles = ['anonymous', 'shopper', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface FuzzContext {
  t: TestApp;
  seed: number;
  /** Requests per route and role. */
  runs: number;
  ids: IdPool;
  picture: Buffer;
  /** The shop's data summed up; equal before and after means unchanged. */
  fingerprint: () => Promise<string>;
  /** Requests sent, per `METHOD /route`. */
  sent: Map<string, number>;
  /** The last error the server logged, forgotten once read. */
  takeServerError: () => string;
  /** Puts something in the shopper's cart. */
  fillCart: (headers: Record<string, string>) => Promise<void>;
}

/** What no answer may show: stack frames, file paths, SQL and the database's own words. */
const leaks = [
  /\bat [\w$.<>]+ \(/,
  /node_modules/,
  /\.(?:ts|js):\d+:\d+/,
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate "?\w+"? set\b/i,
  /relation "/,
  /syntax error/i,
  /violates|duplicate key|invalid input syntax|out of range for type|null value in column/i,
  /Failed query|DrizzleQueryError|PGlite|PostgresError|RangeError|TypeError/,
];

let addresses = 0;
/** Every request comes from an address of its own, so per-address limits never throttle the fuzzer. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * `runs` generated requests to one route as each role. Each must answer below 500, show no
 * stack trace or SQL, and, when it is a refused write (a 4xx), leave the data as it was.
 */
export async function fuzzRoute(context: FuzzContext, route: FuzzRoute, routeIndex: number): Promise<void> {
  const { t, seed, runs, ids, picture } = context;
  for (const [roleIndex, role] of roles.entries()) {
    const headers = await headersOf(t, role);
    const requests = requestsFor(route, { ids, picture });
    // The shopper's cart holds something, so a checkout gets past "the cart is empty"; any
    // write that went through may have emptied it.
    let cartMayBeEmpty = role === 'shopper';
    const property = fc.asyncProperty(requests, async (request) => {
      if (cartMayBeEmpty) await context.fillCart(headers);
      const accepted = (await check(context, route, request, headers)) < 300;
      cartMayBeEmpty = role === 'shopper' && request.method !== 'GET' && accepted;
    });
    // One seed for the run; each route and role draws its own sequence from it.
    const propertySeed = (seed + routeIndex * 7919 + roleIndex * 104_729) | 0;
    try {
      await fc.assert(property, { seed: propertySeed, numRuns: runs, includeErrorInReport: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${route.method} ${route.url} as ${role} failed; replay with FUZZ_SEED=${seed}.\n${message}`);
    }
  }
}

async function headersOf(t: TestApp, role: (typeof roles)[number]): Promise<Record<string, string>> {
  // A fresh identity per route: a logout or a password change must not disarm the next route.
  if (role === 'shopper') return (await t.signup()).headers;
  if (role === 'admin') return bearer(await t.createAdmin());
  return {};
}

/** Sends the request and checks its answer; gives its status. */
async function check(
  context: FuzzContext,
  route: FuzzRoute,
  request: FuzzRequest,
  identity: Record<string, string>,
): Promise<number> {
  const key = `${route.method} ${route.url}`;
  context.sent.set(key, (context.sent.get(key) ?? 0) + 1);
  const write = request.method !== 'GET';
  const before = write ? await context.fingerprint() : '';
  const response = await context.t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...identity },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: nextAddress(),
  });
  const answer = `${response.statusCode} ${response.body.slice(0, 500)}`;
  if (response.statusCode >= 500)
    throw new Error(`Answered ${answer}\nThe server logged: ${context.takeServerError()}`);
  const leak = leaks.find((pattern) => pattern.test(response.body));
  if (leak) throw new Error(`The answer shows internals (${leak}): ${answer}`);
  if (write && response.statusCode >= 400) {
    const after = await context.fingerprint();
    if (after !== before)
      throw new Error(`A refused write changed the data: ${answer}\nbefore: ${before}\nafter:  ${after}`);
  }
  return response.statusCode;
}
