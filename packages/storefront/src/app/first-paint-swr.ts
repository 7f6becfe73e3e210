import type { Middleware, SWRConfiguration } from 'swr';

/** How long after hydration the server's answers count as fresh (as if just fetched). */
const freshForMs = 5_000;

/**
 * SWR settings for a server-rendered page: `fallback` holds the answers the HTML was
 * rendered from, so hydration shows the same data. The hooks still revalidate on mount, as
 * they always do; for a few seconds after hydration those revalidations are answered from
 * the page instead of asking the server again for what it just sent.
 */
export function firstPaintSwr(fallback: Record<string, unknown>, now: () => number = () => performance.now()) {
  const freshUntil = now() + freshForMs;
  const answerFromPage: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const fromPage: typeof fetcher =
      fetcher && typeof key === 'string' && key in fallback
        ? (...args) => (now() < freshUntil ? (fallback[key] as Awaited<ReturnType<typeof fetcher>>) : fetcher(...args))
        : fetcher;
    return useSWRNext(key, fromPage, config);
  };
  return { fallback, use: [answerFromPage] } satisfies SWRConfiguration;
}
