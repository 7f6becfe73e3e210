import type { Params } from 'react-router-dom';

/**
 * An SWR key (an API path) that the server answers before it renders a page, so the first
 * paint shows the data instead of a loading state. The key's SWR data is the path's JSON
 * answer, unless `fromAnswer` says how the hook's fetcher reshapes it. A `notFoundWithout`
 * key that answers 404 makes the whole page a 404 (an unknown product id).
 */
export type FirstPaintKey =
  string | { key: string; notFoundWithout?: boolean; fromAnswer?: (answer: unknown) => unknown };

/** What a route's first paint needs, from its URL parameters and query (a list's page and sort). */
export type FirstPaint = (params: Params, search: URLSearchParams) => FirstPaintKey[];

/** What the server records about a route beside its component. */
export type RouteHandle = {
  /** The route's source module as Vite's manifest names it, for preloading its chunk. */
  module?: string;
  /** Loads the route's code if need be, and says what its first paint needs. */
  firstPaint: () => Promise<FirstPaint | undefined>;
  /** The page is sent as static HTML, without the shop's code (the offline page). */
  staticDocument?: boolean;
};
