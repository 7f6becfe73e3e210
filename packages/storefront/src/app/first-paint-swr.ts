import type { Cache, Middleware, SWRConfiguration, State } from 'swr';

/** How long after hydration the server's answers count as fresh (as if just fetched). */
const freshForMs = 5_000;

/**
 * SWR settings for a server-rendered page, on the server and in the browser alike, given
 * the API answers the page is rendered from (by SWR key).
 *
 * The answers go into SWR's cache as loaded data, not into `fallback`: SWR reports
 * `isLoading` for a key whose only data is fallback data, and the screens would render
 * their loading states. The hooks still revalidate on mount, as they always do; in the
 * first seconds after hydration, the first revalidation of each key is answered from the
 * page instead of asking the server again for what it just sent.
 */
export function firstPaintSwr(answers: Record<string, unknown>, now: () => number = () => performance.now()) {
  const freshUntil = now() + freshForMs;
  const loaded = Object.entries(answers).map(([key, data]): [string, State] => [
    key,
    { data, error: undefined, isLoading: false, isValidating: false },
  ]);
  const unasked = new Set(Object.keys(answers));
  const answerFromPage: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const fromPage: typeof fetcher =
      fetcher && typeof key === 'string' && unasked.has(key)
        ? (...args) => {
            // Once per key: a screen mounted again later (HOME-17) asks the server as usual.
            const fresh = now() < freshUntil && unasked.delete(key);
            return fresh ? (answers[key] as Awaited<ReturnType<typeof fetcher>>) : fetcher(...args);
          }
        : fetcher;
    return useSWRNext(key, fromPage, config);
  };
  return {
    provider: () => new Map(loaded) as Cache,
    use: [answerFromPage],
  } satisfies SWRConfiguration;
}
