import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

const card = { title: 'Sona Masoori Rice 5 kg', price: 450, href: '/product/p1', image: '/p1.thumb.webp' };

describe('ProductCard image', () => {
  it('offers the sizes it is given, drawn at most 220px wide, with a fixed box', () => {
    render(<ProductCard {...card} imageSrcSet="/p1.thumb.webp 480w, /p1.medium.webp 960w" />);
    const image = screen.getByRole('img', { name: card.title });
    expect(image).toHaveAttribute('srcset', '/p1.thumb.webp 480w, /p1.medium.webp 960w');
    expect(image).toHaveAttribute('sizes', '220px');
    expect(image).toHaveAttribute('width', '220');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('has only its one URL when given no other sizes', () => {
    render(<ProductCard {...card} />);
    const image = screen.getByRole('img', { name: card.title });
    expect(image).toHaveAttribute('src', '/p1.thumb.webp');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});

describe('ProductCard price', () => {
  it('shows one price as it is', () => {
    render(<ProductCard {...card} />);
    expect(screen.getByText('₹450.00')).toBeInTheDocument();
    expect(screen.queryByText('from')).toBeNull();
  });

  it('shows the cheapest of several packs as "from ₹X"', () => {
    render(<ProductCard {...card} price={189} priceFrom />);
    expect(screen.getByText('₹189.00').closest('p')).toHaveTextContent(/^from ₹189\.00$/);
  });

  it('takes the word from labels', () => {
    render(<ProductCard {...card} price={189} priceFrom labels={{ priceFrom: 'starting at' }} />);
    expect(screen.getByText('starting at')).toBeInTheDocument();
  });
});
