import type { z } from 'zod';
import { KEPT_FOR_LATER_HEADER } from './kept-for-later';

export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';

/** An answer other than 2xx, or no answer at all (`status` 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own text (`msg`, else `message`), empty when it gave none. */
    readonly serverMessage: string,
    /** The change was kept to be sent when the network returns (`KEPT_FOR_LATER_HEADER`). */
    readonly keptForLater = false,
  ) {
    super(serverMessage || (status ? `Request failed with status ${status}` : 'Network error'));
    this.name = 'ApiError';
  }
  get isNetworkError() {
    return this.status === 0;
  }
}

/**
 * The text of an error answer (SERVER-43): `msg`, else `message`, else nothing; an answer
 * whose fields are not text has none. Plain code, so the client ships without zod.
 */
function errorAnswerText(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const { msg, message } = payload as { msg?: unknown; message?: unknown };
  const texts = [msg, message].filter((text) => text !== undefined);
  if (!texts.every((text) => typeof text === 'string')) return '';
  return (texts as string[]).find(Boolean) ?? '';
}

/** The server's message when it gave one, else the screen's own fallback (ERR-01). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage.trim() ? error.serverMessage : fallback;
}

/**
 * The API base (API-01): `VITE_API_URL` when the build set one; the shop's server
 * on port 5000 when the page runs under a Vite dev server on localhost; else the page's origin.
 */
export function resolveApiBase(location?: { hostname: string; port: string }, configured?: string): string {
  if (configured) return configured.replace(/\/$/, '');
  if (!location) return '';
  const local = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  return local && location.port !== '5000' && location.port !== '' ? 'http://localhost:5000' : '';
}

export type QueryParams = Record<string, string | number | undefined>;

/** What every call of an app adds to its query (`setContentQuery`). */
export type ContentQuery = { lang?: string | undefined; translations?: 'include' };

/**
 * `path?key=value&…` with every value percent-encoded (SEARCH-04: "rice & dal" is sent as
 * `rice%20%26%20dal`); undefined values are left out. SWR keys are built with it too, so a
 * key is exactly the URL the client requests.
 */
export function withQuery(path: string, query: QueryParams = {}): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'removeItem'>;

export type ApiClientOptions = {
  baseUrl?: string;
  storage?: Storage;
  fetch?: typeof fetch;
};

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: QueryParams;
  /** Checks (and types) the answer; the endpoints pass one in development and tests only. */
  schema?: z.ZodType<T>;
  /** Login answers 401 for a wrong password: that must not redirect (AUTH-06). */
  redirectOn401?: boolean;
  signal?: AbortSignal;
  /** 'blob': the answer is a file (a PDF), not JSON. */
  answer?: 'json' | 'blob';
  /**
   * A public read, sent without the session's token even when one is stored: the same for
   * everyone, so the shop's service worker may keep it for offline use (issue 35).
   */
  anonymous?: boolean;
};

export function createApiClient(options: ApiClientOptions = {}) {
  const storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  let baseUrl = options.baseUrl ?? '';
  let contentQuery: ContentQuery = {};
  let onUnauthorized: () => void = () => {};

  async function request<T = unknown>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const token = init.anonymous ? null : (storage?.getItem(TOKEN_KEY) ?? null);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;

    const target = baseUrl + withQuery(path, { ...init.query, ...contentQuery });

    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(target, {
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: init.signal,
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ApiError(0, '');
    }

    if (response.ok && init.answer === 'blob') return (await response.blob()) as T;
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 401 && token && init.redirectOn401 !== false) {
        storage?.removeItem(TOKEN_KEY);
        storage?.removeItem(ROLE_KEY);
        onUnauthorized();
      }
      // Some answers carry their text in `message` only (ERR-01, SERVER-43).
      throw new ApiError(response.status, errorAnswerText(payload), response.headers.has(KEPT_FOR_LATER_HEADER));
    }
    return init.schema ? init.schema.parse(payload) : (payload as T);
  }

  return {
    request,
    get: <T>(path: string, init?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request(path, { ...init, method: 'GET' }),
    /**
     * GETs a public read (the catalogue, the shop's texts): the same answer for everyone, so it
     * is sent without the session's token and the shop's service worker may keep it (issue 35).
     */
    read: <T>(path: string, init?: Omit<RequestOptions<T>, 'method' | 'body' | 'anonymous'>) =>
      request(path, { ...init, method: 'GET', anonymous: true }),
    post: <T>(path: string, body?: unknown, init?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request(path, { ...init, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, init?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request(path, { ...init, method: 'PUT', body }),
    delete: <T>(path: string, init?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request(path, { ...init, method: 'DELETE' }),
    /** GETs a file the signed-in user may have (an invoice's PDF): its bytes, or the API's error. */
    file: (path: string) => request<Blob>(path, { method: 'GET', answer: 'blob' }),
    /** Where the app goes on a 401 answer to a call made with a token (AUTH-05). */
    setUnauthorizedHandler(handler: () => void) {
      onUnauthorized = handler;
    },
    setBaseUrl(url: string) {
      baseUrl = url;
    },
    /**
     * How every call asks for content (issue 34): a shop page in Hindi sends `lang: 'hi'` and
     * the API answers its records in Hindi; the admin sends `translations: 'include'` and gets
     * the translations to edit. `{}` asks for English.
     */
    setContentQuery(query: ContentQuery) {
      contentQuery = query;
    },
    get baseUrl() {
      return baseUrl;
    },
    hasToken: () => Boolean(storage?.getItem(TOKEN_KEY)),
  };
}

/** The client the apps share; they install the base URL and the 401 handler at start-up. */
export const api = createApiClient();
