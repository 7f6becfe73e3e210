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
  window.scrollY = 0;
});

const panel = () => screen.queryByRole('table', { name: 'Featured Products' });

describe('MegaMenu', () => {
  it('[LAYOUT-09] renders one link per category to /categories/{id}', () => {
    render(<MegaMenu {...hrefs} categories={categories} />);
    expect(screen.getByRole('link', { name: 'Rice' })).toHaveAttribute('href', '/categories/c1');
    expect(screen.getByRole('link', { name: 'Pulses' })).toHaveAttribute('href', '/categories/c2');
    expect(panel()).not.toBeInTheDocument();
  });

  it('[LAYOUT-12] lists up to maxProducts products, productsPerRow to a row', () => {
    render(<MegaMenu {...hrefs} categories={categories} defaultValue="c1" />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.querySelectorAll('td').length)).toEqual([4, 4]);
    expect(screen.getByText('Rice 0').closest('a')).toHaveAttribute('href', '/product/p0');
  });

  it('says "from" before the price of a product sold in several packs', () => {
    render(<MegaMenu {...hrefs} categories={categories} defaultValue="c1" />);
    expect(screen.getByText('Rice 0').closest('a')).toHaveTextContent(/Rice 0\s*from ₹100\.00$/);
    expect(screen.getByText('Rice 1').closest('a')).toHaveTextContent(/Rice 1\s*₹101\.00$/);
  });

  it('[LAYOUT-17] closes when the viewport narrows below 900 px', () => {
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

  it('[LAYOUT-14] [LAYOUT-16] closes 200 ms after a scroll of more than 20 px', () => {
    render(<MegaMenu {...hrefs} categories={categories} defaultValue="c1" />);
    act(() => {
      window.scrollY = 21;
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => vi.advanceTimersByTime(199));
    expect(panel()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).not.toBeInTheDocument();
  });

  it('ArrowDown on a closed tab opens its panel; a click on the tab closes it', () => {
    render(<MegaMenu {...hrefs} categories={categories} />);
    const tab = screen.getByRole('link', { name: 'Pulses' });
    fireEvent.keyDown(tab, { key: 'ArrowDown' });
    expect(tab).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Dals of every kind.')).toBeInTheDocument();
    expect(screen.getByText('No products in this category yet.')).toBeInTheDocument();
    // jsdom cannot navigate; cancel the click after React has seen it (as a router link would).
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(tab);
    expect(tab).toHaveAttribute('aria-expanded', 'false');
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

  it('shows placeholder tabs while loading and nothing without categories', () => {
    const { rerender, container } = render(<MegaMenu {...hrefs} categories={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories');
    rerender(<MegaMenu {...hrefs} categories={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
