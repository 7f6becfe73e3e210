import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { catalogue as english } from '../../locales/en';
import { useNavCategories } from './use-nav-categories';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <AppProviders locale="en" catalogue={english} swr={{ provider: () => new Map(), shouldRetryOnError: false }}>
    {children}
  </AppProviders>
);

let fetched: string[] = [];
const requested = () => fetched.map((url) => new URL(url, 'http://shop').pathname);

function serve(answers: Record<string, { status: number; body: unknown }>) {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      const answer = answers[new URL(url, 'http://shop').pathname] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

describe('the header categories', () => {
  test('carry their featured products from the one menu request, at the price paid (from the cheapest pack) and with the card-sized image', async () => {
    serve({
      '/api/category/menu': {
        status: 200,
        body: [
          {
            _id: 'rice',
            name: 'Rice',
            products: [
              { _id: 'p1', title: 'Product p1', price: 90, packCount: 1, image: 'a.webp' },
              { _id: 'p2', title: 'Product p2', price: 120, packCount: 3, image: null },
            ],
          },
          { _id: 'dal', name: 'Dal', products: [] },
        ],
      },
    });
    const { result } = renderHook(() => useNavCategories(), { wrapper });
    await waitFor(() => expect(result.current.categories).toHaveLength(2));
    expect(result.current.categories[0]).toEqual({
      _id: 'rice',
      name: 'Rice',
      products: [
        { _id: 'p1', title: 'Product p1', price: 90, priceFrom: false, image: '/uploads/products/a.thumb.webp' },
        // Sold in three packs: the menu says "from" its cheapest.
        { _id: 'p2', title: 'Product p2', price: 120, priceFrom: true, image: null },
      ],
    });
    expect(result.current.categories[1]!.products).toEqual([]);
    expect(requested()).toEqual(['/api/category/menu']);
  });

  test('[ERR-03] a failed request is logged only: the list stays empty and nothing is thrown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ '/api/category/menu': { status: 500, body: { msg: 'down' } } });
    const { result } = renderHook(() => useNavCategories(), { wrapper });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Header categories failed to load', expect.anything()));
    expect(result.current.categories).toEqual([]);
    expect(result.current.loading).toBe(false);
  });
});
