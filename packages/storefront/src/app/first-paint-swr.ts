import type { Cache, Middleware, SWRConfiguration, State } from 'swr';

/** How long after hydration the server's answers count as fresh (as if just fetched). */
const freshForMs = 5_000;

/**
 * SWR settings for a server-rendered page, on the server and in the browser alike, given
 * the API answers the page is rendered from (by SWR key).
 *
 * The answers go into SWR's cache as loaded data, not into `fallback`: SWR reports
 * `isLoading` for a key whose only data is fallback data, and the screens would render
 * their loading states. The hooks still revalidate on mount, as they always do; for a few
 * seconds after hydration those revalidations are answered from the page instead of
 * asking the server again for what it just sent.
 */
export function firstPaintSwr(answers: Record<string, unknown>, now: () => number = () => performance.now()) {
  const freshUntil = now() + freshForMs;
  const loaded = Object.entries(answers).map(([key, data]): [string, State] => [
    key,
    { data, error: undefined, isLoading: false, isValidating: false },
  ]);
  const answerFromPage: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const fromPage: typeof fetcher =
      fetcher && typeof key === 'string' && key in answers
        ? (...args) => (now() < freshUntil ? (answers[key] as Awaited<ReturnType<typeof fetcher>>) : fetcher(...args))
        : fetcher;
    return useSWRNext(key, fromPage, config);
  };
  return {
    provider: () => new Map(loaded) as Cache,
    use: [answerFromPage],
  } satisfies SWRConfiguration;
}
