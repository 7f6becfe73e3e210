import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useNavCategories } from './use-nav-categories';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <AppProviders swr={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</AppProviders>
);

function serve(answers: Record<string, { status: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = answers[new URL(url, 'http://shop').pathname] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

const product = (id: string, category: unknown) => ({
  _id: id,
  title: `Product ${id}`,
  description: '',
  quantity: 5,
  price: 100,
  effectivePrice: 90,
  category,
  image: 'a.webp',
  discount: 10,
  discountExpiry: null,
  isBestSeller: false,
  rating: null,
  reviewCount: null,
  createdAt: '2026-10-01T00:00:00.000Z',
});

describe('the header categories', () => {
  test('carry their products, at the price a shopper pays and with the card-sized image', async () => {
    serve({
      '/api/category/get': { status: 200, body: [{ _id: 'rice', name: 'Rice', image: null }] },
      '/api/product/get': { status: 200, body: [product('p1', { _id: 'rice', name: 'Rice' })] },
    });
    const { result } = renderHook(() => useNavCategories(), { wrapper });
    await waitFor(() => expect(result.current.categories[0]?.products).toHaveLength(1));
    expect(result.current.categories[0]!.products![0]).toEqual({
      _id: 'p1',
      title: 'Product p1',
      price: 90,
      image: '/uploads/products/a.thumb.webp',
    });
  });

  test('[ERR-03] a failed request is logged only: the list stays empty and nothing is thrown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      '/api/category/get': { status: 500, body: { msg: 'down' } },
      '/api/product/get': { status: 500, body: { msg: 'down' } },
    });
    const { result } = renderHook(() => useNavCategories(), { wrapper });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Header categories failed to load', expect.anything()));
    expect(result.current.categories).toEqual([]);
    expect(result.current.loading).toBe(false);
  });
});
