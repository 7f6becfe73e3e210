import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, formatPrice } from './price';

describe('formatPrice', () => {
  it('[CONST-05] groups digits the Indian way with the rupee sign', () => {
    expect(formatPrice(123456.5)).toBe('₹1,23,456.50');
    expect(formatPrice(12345678)).toBe('₹1,23,45,678.00');
    expect(formatPrice(649)).toBe('₹649.00');
    expect(formatPrice(0)).toBe('₹0.00');
  });

  it('[CONST-05] rounds to paise', () => {
    expect(formatPrice(10.126)).toBe('₹10.13');
    expect(formatPrice(99.999)).toBe('₹100.00');
    expect(formatPrice(19.9)).toBe('₹19.90');
  });

  it('[CONST-05] never uses another currency symbol', () => {
    for (const amount of [1, 999.5, 100000, 2500000.75]) {
      const text = formatPrice(amount);
      expect(text.startsWith('₹')).toBe(true);
      expect(text).not.toMatch(/Rs|INR|\$/);
    }
  });
});

describe('Price', () => {
  it('[CONST-05] shows the amount with "₹"', () => {
    render(<Price amount={1499} />);
    expect(screen.getByText('₹1,499.00')).toBeInTheDocument();
  });

  it('strikes through the original price only when it is higher', () => {
    const { rerender, container } = render(<Price amount={540} compareAt={600} />);
    const original = container.querySelector('s');
    expect(original).toHaveTextContent('Original price: ₹600.00');
    rerender(<Price amount={540} compareAt={540} />);
    expect(container.querySelector('s')).toBeNull();
  });
});
