import { onePackProduct } from '@dhanya/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { BestSellersSection } from './best-sellers-section';
import { CategoriesSection } from './categories-section';
import { SpecialOffersSection } from './special-offers-section';

let requests: string[] = [];

/** Every request answers `status` with `body`; `never` leaves them all pending. */
function serve(answer: { status: number; body: unknown } | 'never') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requests.push(String(url));
      if (answer === 'never') return new Promise<Response>(() => {});
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
}

function renderSection(section: React.ReactNode) {
  return render(
    <AppProviders swr={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter>{section}</MemoryRouter>
    </AppProviders>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  requests = [];
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('failures of the home sections are logged only', () => {
  beforeEach(() => serve({ status: 500, body: { msg: 'Database offline' } }));

  test('[HOME-18] a failed categories request: logged, no error text, an empty grid', async () => {
    renderSection(<CategoriesSection />);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to load categories', expect.anything()));
    expect(requests.some((url) => url.endsWith('/api/category/get'))).toBe(true);
    const categories = region('Categories');
    expect(within(categories).queryAllByRole('link')).toHaveLength(0);
    expect(within(categories).queryByRole('alert')).toBeNull();
    expect(categories).toHaveTextContent(/^Categories$/);
  });

  test('[HOME-24] a failed best-seller preview: logged, and the empty text', async () => {
    renderSection(<BestSellersSection />);
    expect(await screen.findByText('No best sellers available.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load best sellers', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Database offline')).toBeNull();
  });

  test('[HOME-24] a failed special-offer preview: logged, and the empty text', async () => {
    renderSection(<SpecialOffersSection />);
    expect(await screen.findByText('No special offers available.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load special offers', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

test('[HOME-22] while the previews load, each says so', async () => {
  serve('never');
  renderSection(
    <>
      <BestSellersSection />
      <SpecialOffersSection />
    </>,
  );
  expect(await screen.findByText('Loading Best Sellers...')).toBeInTheDocument();
  expect(screen.getByText('Loading Special Offers...')).toBeInTheDocument();
  expect(requests.some((url) => url.endsWith('/api/product/bestseller?limit=10'))).toBe(true);
  expect(requests.some((url) => url.endsWith('/api/product/specialoffer?limit=10'))).toBe(true);
});

test('[HOME-19] [HOME-20] a preview shows at most ten cards even if the server sends more', async () => {
  const products = Array.from({ length: 12 }, (_, index) =>
    onePackProduct({
      _id: `prod-${index}`,
      title: `Product ${index}`,
      description: '',
      quantity: 5,
      price: 100,
      effectivePrice: 90,
      category: null,
      image: null,
      discount: 10,
      discountExpiry: null,
      isBestSeller: true,
      rating: null,
      reviewCount: null,
      createdAt: '2026-10-01T00:00:00.000Z',
    }),
  );
  serve({ status: 200, body: products });
  renderSection(<SpecialOffersSection />);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
  expect(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});
