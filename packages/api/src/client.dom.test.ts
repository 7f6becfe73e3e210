import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ROLE_KEY, TOKEN_KEY, api, createApiClient, errorMessage, resolveApiBase, withQuery } from './client';
import { KEPT_FOR_LATER_HEADER } from './kept-for-later';
import { isAdminRole } from './roles';

type Call = { url: string; init: RequestInit };

/** A fetch that records each call and answers `status` with `body` as JSON. */
function answering(status: number, body?: unknown) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, calls };
}

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    has: (key: string) => map.has(key),
  };
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('[API-01] the API base', () => {
  test('is the page origin when the server serves the page', () => {
    expect(resolveApiBase({ hostname: 'shop.example.in', port: '' })).toBe('');
    expect(resolveApiBase({ hostname: 'localhost', port: '5000' })).toBe('');
  });

  test('is the server on port 5000 under a Vite dev server on localhost', () => {
    expect(resolveApiBase({ hostname: 'localhost', port: '5173' })).toBe('http://localhost:5000');
    expect(resolveApiBase({ hostname: '127.0.0.1', port: '5173' })).toBe('http://localhost:5000');
  });

  test('is VITE_API_URL when the build set one, whatever the page', () => {
    expect(resolveApiBase({ hostname: 'localhost', port: '5173' }, 'https://api.shop.in/')).toBe('https://api.shop.in');
    expect(resolveApiBase({ hostname: 'shop.example.in', port: '' }, 'https://api.shop.in')).toBe(
      'https://api.shop.in',
    );
  });

  test('prefixes every call, so no call goes to a hard-coded host', async () => {
    const { fetch, calls } = answering(200, { user: {} });
    const client = createApiClient({ baseUrl: 'https://api.shop.in', storage: memoryStorage(), fetch });
    await client.get('/api/user/profile');
    await client.put('/api/footer/updatefooter', {});
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.shop.in/api/user/profile',
      'https://api.shop.in/api/footer/updatefooter',
    ]);
  });
});

describe('[API-02] headers', () => {
  test('a JSON body is sent as JSON with its content type', async () => {
    const { fetch, calls } = answering(200, {});
    const client = createApiClient({ storage: memoryStorage(), fetch });
    await client.post('/api/lead', { name: 'Asha' });
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"name":"Asha"}');
    expect(calls[0]?.init.method).toBe('POST');
  });

  test('a FormData body gets no content type, so the browser sets the multipart boundary', async () => {
    const { fetch, calls } = answering(201, {});
    const client = createApiClient({ storage: memoryStorage(), fetch });
    const form = new FormData();
    form.append('name', 'Rice');
    await client.post('/api/category/add', form);
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
    expect(calls[0]?.init.body).toBe(form);
  });

  test('a GET has no body and no content type', async () => {
    const { fetch, calls } = answering(200, []);
    await createApiClient({ storage: memoryStorage(), fetch }).get('/api/category/get');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
  });

  test('the bearer token is sent only when one is stored', async () => {
    const { fetch, calls } = answering(200, {});
    await createApiClient({ storage: memoryStorage({ [TOKEN_KEY]: 'abc.def' }), fetch }).get('/cart/getcart');
    await createApiClient({ storage: memoryStorage(), fetch }).get('/api/product/get');
    expect(headersOf(calls[0]).Authorization).toBe('Bearer abc.def');
    expect(headersOf(calls[1])).not.toHaveProperty('Authorization');
  });

  test('a public read goes without the token, so a service worker may keep it [issue 35]', async () => {
    const { fetch, calls } = answering(200, {});
    const client = createApiClient({ storage: memoryStorage({ [TOKEN_KEY]: 'abc.def' }), fetch });
    await client.read('/api/shop/checkout-rules');
    await client.get('/cart/getcart');
    expect(headersOf(calls[0])).not.toHaveProperty('Authorization');
    expect(headersOf(calls[1]).Authorization).toBe('Bearer abc.def');
  });

  test('query values are percent-encoded and undefined ones left out', () => {
    expect(withQuery('/api/product/search', { query: 'rice & dal' })).toBe(
      '/api/product/search?query=rice%20%26%20dal',
    );
    expect(withQuery('/api/product/bestseller', { limit: undefined })).toBe('/api/product/bestseller');
    expect(withQuery('/api/admin/orders', { page: 2, pageSize: 20 })).toBe('/api/admin/orders?page=2&pageSize=20');
  });

  test('a response that fails its schema is an error, not bad data', async () => {
    const { fetch } = answering(200, { wrong: true });
    const client = createApiClient({ storage: memoryStorage(), fetch });
    await expect(client.get('/api/terms/getterms', { schema: z.object({ title: z.string() }) })).rejects.toThrow();
  });
});

describe('[AUTH-05] a 401 answer', () => {
  test('to a call made with a token removes token and role and calls the handler', async () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 'expired', [ROLE_KEY]: '1' });
    const client = createApiClient({ storage, fetch: answering(401, { msg: 'Please log in' }).fetch });
    const goToLogin = vi.fn();
    client.setUnauthorizedHandler(goToLogin);
    await expect(client.get('/api/user/profile')).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Please log in',
    });
    expect(storage.has(TOKEN_KEY)).toBe(false);
    expect(storage.has(ROLE_KEY)).toBe(false);
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  test('to a call made without a token does not call the handler', async () => {
    const client = createApiClient({ storage: memoryStorage(), fetch: answering(401, { msg: 'Please log in' }).fetch });
    const goToLogin = vi.fn();
    client.setUnauthorizedHandler(goToLogin);
    await expect(client.get('/api/user/profile')).rejects.toBeInstanceOf(ApiError);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  test('any other error is passed to the caller and keeps the session', async () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 'good', [ROLE_KEY]: '0' });
    const client = createApiClient({ storage, fetch: answering(409, { msg: 'Only 2 left of Toor Dal' }).fetch });
    const goToLogin = vi.fn();
    client.setUnauthorizedHandler(goToLogin);
    const error = await client.post('/cart/checkout', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Only 2 left of Toor Dal' });
    expect(storage.has(TOKEN_KEY)).toBe(true);
    expect(storage.has(ROLE_KEY)).toBe(true);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  test('a change the service worker kept for later says so, and is no network error [issue 35]', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Kept' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', [KEPT_FOR_LATER_HEADER]: '1' },
        }),
    );
    const error = await createApiClient({ storage: memoryStorage({ [TOKEN_KEY]: 't' }), fetch })
      .post('/cart/addcart', { productId: 'p1', quantity: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, keptForLater: true, isNetworkError: false });
    const refused = await createApiClient({ storage: memoryStorage(), fetch: answering(503, {}).fetch })
      .post('/cart/addcart', {})
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ status: 503, keptForLater: false });
  });

  test('no answer at all is a network error with status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createApiClient({ storage: memoryStorage(), fetch })
      .get('/api/footer/getfooter')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
  });
});

describe('[ERR-01] errorMessage', () => {
  test('shows a non-empty server text as is', () => {
    expect(errorMessage(new ApiError(400, 'Email already registered'), 'Signup failed! Please try again.')).toBe(
      'Email already registered',
    );
  });

  test('gives the fallback exactly for an absent or empty server text', () => {
    expect(errorMessage(new ApiError(500, ''), 'Login failed!')).toBe('Login failed!');
    expect(errorMessage(new ApiError(500, '   '), 'Login failed!')).toBe('Login failed!');
    expect(errorMessage(new ApiError(0, ''), 'Network error. Please try again.')).toBe(
      'Network error. Please try again.',
    );
    expect(errorMessage(new Error('boom'), 'Update failed')).toBe('Update failed');
    expect(errorMessage(undefined, 'Update failed')).toBe('Update failed');
  });

  test('reads `message` when the server sends no `msg`', async () => {
    const client = createApiClient({
      storage: memoryStorage(),
      fetch: answering(400, { message: 'Phone number must contain only digits' }).fetch,
    });
    const error = await client.put('/api/user/profile', {}).catch((caught: unknown) => caught);
    expect(errorMessage(error, 'Failed to update profile. Please try again.')).toBe(
      'Phone number must contain only digits',
    );
  });

  test('an error answer whose `msg` is not text gives the fallback', async () => {
    const client = createApiClient({
      storage: memoryStorage(),
      fetch: answering(400, { msg: 42, message: 'Ignored too' }).fetch,
    });
    const error = await client.get('/api/lead/getall').catch((caught: unknown) => caught);
    expect(errorMessage(error, 'Failed to load leads.')).toBe('Failed to load leads.');
  });

  test('an error answer that is not JSON gives the fallback', async () => {
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await createApiClient({ storage: memoryStorage(), fetch })
      .get('/api/lead/getall')
      .catch((caught: unknown) => caught);
    expect(errorMessage(error, 'Operation failed')).toBe('Operation failed');
  });
});

describe('[AUTH-02] isAdminRole', () => {
  test('1 and "1" are admin; anything else is a regular user', () => {
    expect(isAdminRole(1)).toBe(true);
    expect(isAdminRole('1')).toBe(true);
    for (const role of [0, '0', 2, 'admin', '', undefined, null, true, ' 1']) expect(isAdminRole(role)).toBe(false);
  });
});

describe('the shared client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  test('reads the stored token from localStorage at call time', () => {
    expect(api.hasToken()).toBe(false);
    localStorage.setItem(TOKEN_KEY, 't');
    expect(api.hasToken()).toBe(true);
  });
});
