import { act, render, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TOKEN_KEY } from '../client';
import type { Product } from '../schemas/catalog';
import { logOut, useProfile } from './account';
import { addToCart, useCart, useCartItems } from './cart';
import { useCategories, useNavMenu } from './categories';
import { useBestSellers, useSpecialOffers } from './offers';
import { useMyOrders } from './orders';
import { addProduct, useProductSearch, useProducts } from './products';
import { onePackProduct } from '../one-pack-product';

type Answer = { status?: number; body: unknown; after?: Promise<void> };
let requests: string[] = [];

/** Stubs fetch: `route` answers each `METHOD url`; every request is recorded. */
function serve(route: (request: string) => Answer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request = `${init.method ?? 'GET'} ${url}`;
      requests.push(request);
      const { status = 200, body, after } = route(request);
      await after;
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

/** A wrapper whose SWR cache outlives unmounts, like an app's cache between pages. */
function sharedCache() {
  const cache = new Map();
  return ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { provider: () => cache, shouldRetryOnError: false } }, children);
}

/**
 * A section inside an app that stays mounted: `leave()` unmounts the section only, as
 * navigating away from `/` does, and `returnTo()` mounts it again over the same cache.
 */
function showing(useSection: () => unknown, config: SWRConfiguration = {}) {
  let latest: unknown;
  function Section() {
    latest = useSection();
    return null;
  }
  const cache = new Map();
  const app = (open: boolean) =>
    createElement(SWRConfig, { value: { ...config, provider: () => cache } }, open ? createElement(Section) : null);
  const view = render(app(true));
  return {
    shown: () => latest,
    leave: () => view.rerender(app(false)),
    returnTo: () => view.rerender(app(true)),
  };
}

const product = (id: string, title = id): Product =>
  onePackProduct({
    _id: id,
    title,
    description: '',
    quantity: 1,
    price: 100,
    effectivePrice: 100,
    category: null,
    image: null,
    discount: null,
    discountExpiry: null,
    isBestSeller: true,
    rating: null,
    reviewCount: null,
    createdAt: '2026-10-01T00:00:00.000Z',
  });
const cartOf = (quantity: number) => ({
  products: quantity
    ? [
        {
          _id: 'l1',
          product: { _id: 'p1', title: 'Rice', description: '', price: 100, image: null },
          pack: { _id: 'p1-pack', label: '1 pack' },
          quantity,
          price: 100 * quantity,
        },
      ]
    : [],
  totalAmount: 100 * quantity,
});

beforeEach(() => {
  requests = [];
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('[AUTH-04] [CART-01] without a stored token', () => {
  test('no cart, order or profile request is made', async () => {
    serve(() => ({ body: {} }));
    const { result } = renderHook(
      () => ({ cart: useCart(), items: useCartItems(), orders: useMyOrders(), profile: useProfile() }),
      { wrapper: sharedCache() },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(result.current.cart.data).toBeUndefined();
    expect(result.current.cart.isLoading).toBe(false);
  });

  test('with a token the cart is asked for', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    serve(() => ({ body: { data: cartOf(1) } }));
    const { result } = renderHook(() => useCart(), { wrapper: sharedCache() });
    await waitFor(() => expect(result.current.data).toEqual(cartOf(1)));
    expect(requests).toEqual(['GET /cart/getcart']);
  });
});

describe('[HOME-17] categories', () => {
  test("are fetched again on every mount of the section, even within SWR's deduping window after an answer", async () => {
    serve(() => ({ body: [{ _id: 'cat-rice', name: 'Rice', image: null }] }));
    const page = showing(() => useCategories().data);
    await waitFor(() => expect(page.shown()).toHaveLength(1));
    page.leave();
    page.returnTo();
    expect(page.shown()).toHaveLength(1);
    await waitFor(() => expect(requests).toEqual(['GET /api/category/get', 'GET /api/category/get']));
  });

  test('sections mounting together share one request', async () => {
    serve(() => ({ body: [] }));
    renderHook(() => [useCategories(), useCategories(), useCategories()], { wrapper: sharedCache() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual(['GET /api/category/get']);
  });
});

describe('[HOME-21] the home previews', () => {
  test('are fetched while the list is empty and not again once it is filled', async () => {
    serve((request) => ({ body: request.includes('bestseller') ? [product('p1')] : [product('p2')] }));
    // No deduping window, so only the preview rule can hold the request back.
    const page = showing(() => [useBestSellers(10).data, useSpecialOffers(10).data], { dedupingInterval: 0 });
    await waitFor(() => expect(page.shown()).toEqual([[product('p1')], [product('p2')]]));
    expect(requests.sort()).toEqual(['GET /api/product/bestseller?limit=10', 'GET /api/product/specialoffer?limit=10']);
    page.leave();
    page.returnTo();
    expect(page.shown()).toEqual([[product('p1')], [product('p2')]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(2);
  });

  test('an empty list is fetched again on the next visit', async () => {
    serve(() => ({ body: [] }));
    // SWR's own 2 s deduping window is not under test: a real visit comes later than that.
    const page = showing(() => useBestSellers(10).data, { dedupingInterval: 0 });
    await waitFor(() => expect(page.shown()).toEqual([]));
    page.leave();
    page.returnTo();
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  test('the full lists of the "View All" pages are refreshed on every visit', async () => {
    serve(() => ({ body: [product('p1')] }));
    const page = showing(() => useBestSellers().data, { dedupingInterval: 0 });
    await waitFor(() => expect(page.shown()).toHaveLength(1));
    page.leave();
    page.returnTo();
    await waitFor(() => expect(requests).toEqual(['GET /api/product/bestseller', 'GET /api/product/bestseller']));
  });
});

describe('product search', () => {
  test('[SEARCH-06] an older answer arriving late never shows under a newer query', async () => {
    let releaseOld = () => {};
    const oldAnswer = new Promise<void>((resolve) => (releaseOld = resolve));
    serve((request) =>
      request.endsWith('query=bas')
        ? { body: [product('old', 'Basil seeds')], after: oldAnswer }
        : { body: [product('new', 'Basmati Rice')] },
    );
    const { result, rerender } = renderHook(({ text }) => useProductSearch(text), {
      wrapper: sharedCache(),
      initialProps: { text: 'bas' },
    });
    rerender({ text: 'basmati' });
    await waitFor(() => expect(result.current.data?.[0]?.title).toBe('Basmati Rice'));
    act(() => releaseOld());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data?.map((found) => found.title)).toEqual(['Basmati Rice']);
    expect(requests).toEqual(['GET /api/product/search?query=bas', 'GET /api/product/search?query=basmati']);
  });

  test('[SEARCH-08] a failed search gives no suggestions and an error for the box to log', async () => {
    serve(() => ({ status: 500, body: { msg: 'Something went wrong. Please try again.' } }));
    const { result } = renderHook(() => useProductSearch('rice'), { wrapper: sharedCache() });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
  });
});

describe('mutations refresh the keys they change', () => {
  test('adding to the cart shows the new cart without asking again', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    serve((request) => ({ body: { data: request.startsWith('POST') ? cartOf(2) : cartOf(1) } }));
    const { result } = renderHook(() => ({ cart: useCart(), config: useSWRConfig() }), { wrapper: sharedCache() });
    await waitFor(() => expect(result.current.cart.data).toEqual(cartOf(1)));
    await act(() => addToCart({ productId: 'p1', quantity: 1 }, result.current.config.mutate));
    expect(result.current.cart.data).toEqual(cartOf(2));
    expect(requests).toEqual(['GET /cart/getcart', 'POST /cart/addcart']);
  });

  test('an admin product write refetches the product lists on screen', async () => {
    serve((request) => ({ body: request.startsWith('POST') ? product('p9') : [product('p1')] }));
    const { result } = renderHook(() => ({ products: useProducts(), config: useSWRConfig() }), {
      wrapper: sharedCache(),
    });
    await waitFor(() => expect(result.current.products.data).toHaveLength(1));
    await act(() =>
      addProduct(
        { title: 'T', description: 'D', quantity: 1, price: '1', category: 'c' },
        result.current.config.mutate,
      ),
    );
    expect(requests).toEqual(['GET /api/product/get', 'POST /api/product/add', 'GET /api/product/get']);
  });

  test("an admin product write refetches the header's menu", async () => {
    const menu = [{ _id: 'c1', name: 'Rice', products: [] }];
    serve((request) => ({ body: request.startsWith('POST') ? product('p9') : menu }));
    const { result } = renderHook(() => ({ menu: useNavMenu(), config: useSWRConfig() }), { wrapper: sharedCache() });
    await waitFor(() => expect(result.current.menu.data).toEqual(menu));
    await act(() =>
      addProduct(
        { title: 'T', description: 'D', quantity: 1, price: '1', category: 'c1' },
        result.current.config.mutate,
      ),
    );
    expect(requests).toEqual(['GET /api/category/menu', 'POST /api/product/add', 'GET /api/category/menu']);
  });

  test('[AUTH-05] logout forgets the token and the cached cart', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem('role', '0');
    serve(() => ({ body: { data: cartOf(1) } }));
    const { result } = renderHook(() => ({ config: useSWRConfig(), cart: useCart() }), { wrapper: sharedCache() });
    await waitFor(() => expect(result.current.cart.data).toEqual(cartOf(1)));
    await act(() => logOut(result.current.config.mutate));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(result.current.config.cache.get('/cart/getcart')?.data).toBeUndefined();
  });
});
