import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MegaMenu } from './mega-menu';
import type { NavCategory } from './types';

const categories: NavCategory[] = [
  {
    _id: 'c1',
    name: 'Rice',
    products: Array.from({ length: 9 }, (_, index) => ({
      _id: `p${index}`,
      title: `Rice ${index}`,
      price: 100 + index,
      // The first is sold in several packs.
      priceFrom: index === 0,
    })),
  },
  { _id: 'c2', name: 'Pulses', description: 'Dals of every kind.', products: [] },
];

// The shop's paths, as the storefront passes them.
const hrefs = {
  productHref: (product: { _id: string }) => `/product/${product._id}`,
  categoryHref: (category: { _id: string }) => `/categories/${category._id}`,
};

let desktop = true;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  vi.useFakeTimers();
  desktop = true;
  mediaListeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return desktop;
    },
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const panel = () => screen.queryByRole('table', { name: 'Featured Products' });

describe('MegaMenu', () => {
  it('shows at most maxProducts (8) products, even when the category has more', () => {
    render(<MegaMenu {...hrefs} categories={categories} defaultValue="c1" />);
    expect(screen.getAllByRole('cell')).toHaveLength(8);
    expect(screen.queryByText('Rice 8')).not.toBeInTheDocument();
  });

  it('[LAYOUT-17] narrowing below 900 px closes the menu itself, not only hides it with the header tabs', () => {
    const onValueChange = vi.fn();
    render(<MegaMenu {...hrefs} categories={categories} defaultValue="c1" onValueChange={onValueChange} />);
    expect(panel()).toBeInTheDocument();
    act(() => {
      desktop = false;
      mediaListeners.forEach((listener) => listener());
    });
    expect(panel()).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenCalledWith('');
  });

  it('Escape closes the panel and gives focus back to its tab', () => {
    render(<MegaMenu {...hrefs} categories={categories} />);
    const tab = screen.getByRole('link', { name: 'Rice' });
    fireEvent.keyDown(tab, { key: 'ArrowDown' });
    fireEvent.keyDown(tab, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'View all Rice' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel()).not.toBeInTheDocument();
    expect(tab).toHaveFocus();
  });

  it('closes when focus leaves the menu or a product in the panel is followed', () => {
    render(
      <>
        <MegaMenu {...hrefs} categories={categories} />
        <button>Elsewhere</button>
      </>,
    );
    const tab = screen.getByRole('link', { name: 'Rice' });
    fireEvent.keyDown(tab, { key: 'ArrowDown' });
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(tab).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(tab, { key: 'ArrowDown' });
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(screen.getByText('Rice 0'));
    expect(tab).toHaveAttribute('aria-expanded', 'false');
  });
});
