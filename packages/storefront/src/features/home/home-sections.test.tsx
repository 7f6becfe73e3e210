import { onePackProduct } from '@dhanya/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { catalogue as english } from '../../locales/en';
import { SpecialOffersSection } from './special-offers-section';

let requests: string[] = [];

/** Every request answers `status` with `body`. */
function serve(answer: { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requests.push(String(url));
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
}

function renderSection(section: React.ReactNode) {
  return render(
    <AppProviders locale="en" catalogue={english} swr={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter>{section}</MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  requests = [];
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// Each section's loading, empty and failed states are shown by the home page's stories; the
// demo data never has more than ten, so the cap is proven here.
test('[HOME-19] [HOME-20] a preview asks for ten and shows at most ten cards, even when the server sends twelve', async () => {
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
  expect(requests.some((url) => url.endsWith('/api/product/specialoffer?limit=10'))).toBe(true);
  expect(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});
