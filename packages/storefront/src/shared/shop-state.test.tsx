import { paths } from '@dhanya/api';
import { keys } from '@dhanya/api/swr';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { useShopState } from './shop-state';

afterEach(() => localStorage.clear());

function renderShopState(cached: Record<string, unknown> = {}) {
  const cache = new Map(Object.entries(cached).map(([key, data]) => [key, { data }]));
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const view = renderHook(() => useShopState(), {
    wrapper: ({ children }) => <AppProviders swr={{ provider: () => cache }}>{children}</AppProviders>,
  });
  return { ...view, fetch };
}

describe('[CONST-07] the shared client state', () => {
  test('holds exactly the keys of the specification', () => {
    const { result } = renderShopState();
    expect(Object.keys(result.current).sort()).toEqual(
      [
        'user',
        'profile',
        'aboutData',
        'footerData',
        'userAdmin',
        'tokenAdmin',
        'cart',
        'checkoutData',
        'orders',
        'categories',
        'contactMessages',
        'carouselImages',
        'bestSellers',
        'bestSellerPreview',
        'specialOffers',
        'specialOfferPreview',
      ].sort(),
    );
  });

  test('shows what the screens loaded, and asks for nothing itself', () => {
    const categories = [{ _id: 'c1', name: 'Rice', image: null }];
    const preview = [{ _id: 'p1', title: 'Basmati' }];
    const { result, fetch } = renderShopState({
      [paths.categories]: categories,
      [keys.bestSellers(10)]: preview,
      [paths.footer]: { companyName: 'Dhanya' },
    });
    expect(result.current.categories).toEqual(categories);
    expect(result.current.bestSellerPreview).toEqual(preview);
    expect(result.current.bestSellers).toEqual([]);
    expect(result.current.footerData).toEqual({ companyName: 'Dhanya' });
    expect(result.current.user).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the admin token is shared only for role 1', () => {
    localStorage.setItem('token', 't-admin');
    localStorage.setItem('role', '1');
    expect(renderShopState().result.current.tokenAdmin).toBe('t-admin');
    localStorage.setItem('role', '0');
    expect(renderShopState().result.current.tokenAdmin).toBeNull();
  });
});
