import { createRequire } from 'node:module';

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

interface RawRequest {
  path?: string;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests?: Array<{ setupRequest: (request: RawRequest) => RawRequest }>;
}) => Promise<LoadResult>;

// autocannon ships no types; only its promise API is used.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** How much load: for so many seconds, or so many requests (comparable between runs however fast they go). */
export type LoadAmount = { seconds: number } | { requests: number };

/** `connections` clients asking `origin + path`; with `nextPath`, each request asks its own path. */
export function load(
  origin: string,
  path: string,
  { connections, nextPath, ...amount }: { connections: number; nextPath?: () => string } & LoadAmount,
): Promise<LoadResult> {
  return autocannon({
    url: `${origin}${path}`,
    connections,
    ...('requests' in amount ? { amount: amount.requests } : { duration: amount.seconds }),
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  });
}

/** One line: requests per second, latency and failures. */
export function describeLoad(label: string, { requests, latency, non2xx, errors }: LoadResult): string {
  const rate = Math.round(requests.average).toLocaleString('en-IN').padStart(8);
  return `  ${label.padEnd(24)} ${rate} req/s  (latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, non-2xx ${non2xx}, errors ${errors})`;
}
