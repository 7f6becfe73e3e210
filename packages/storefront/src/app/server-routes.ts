import { type LoaderFunctionArgs, type RouteObject, data } from 'react-router-dom';
import type { FirstPaintKey, RouteHandle } from '../shared/first-paint';

/** An API answer as the server's own routes give it to a browser. */
export type ApiAnswer = { status: number; body: unknown };

/** Asks the shop's API for a path (the server answers it in-process, without a session). */
export type LoadData = (path: string) => Promise<ApiAnswer>;

/** What each render hands its routes' loaders: where to ask, and where to keep the answers. */
export type FirstPaintContext = { loadData: LoadData; answers: Record<string, unknown> };

/**
 * The storefront's routes for the server: each route that says what its first paint needs
 * gets a loader that asks the API for it and keeps the answers for SWR. The
 * browser's routes have no loaders: there SWR fetches, as it always did.
 */
export function withFirstPaintLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const children = route.children && withFirstPaintLoaders(route.children);
    const decorated = { ...route, ...(children && { children }) } as RouteObject;
    if (handle?.firstPaint) {
      decorated.loader = (args: LoaderFunctionArgs) => loadFirstPaint(handle, args);
    }
    return decorated;
  });
}

async function loadFirstPaint(handle: RouteHandle, { params, request, context }: LoaderFunctionArgs) {
  const { loadData, answers } = context as FirstPaintContext;
  const search = new URL(request.url).searchParams;
  const wanted = ((await handle.firstPaint())?.(params, search) ?? []).map(asEntry);
  const received = await Promise.all(wanted.map(async (entry) => ({ ...entry, ...(await loadData(entry.key)) })));
  for (const answer of received) {
    if (answer.status === 200) answers[answer.key] = answer.fromAnswer ? answer.fromAnswer(answer.body) : answer.body;
    // The API answers an unknown id with 404 and a malformed one with 400: either way, no page.
    else if (answer.notFoundWithout && (answer.status === 404 || answer.status === 400)) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    // Any other failure leaves that part to the browser, which shows its loading and error states.
  }
  return null;
}

function asEntry(entry: FirstPaintKey) {
  return typeof entry === 'string' ? { key: entry } : entry;
}
