import { type Product } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { filterProducts } from './filter-products';

const product = (title: string, category: string | null): Product => ({
  _id: `prod-${title}`,
  title,
  description: 'Stone-ground and unpolished.',
  quantity: 10,
  price: 100,
  effectivePrice: 100,
  category: category ? { _id: `cat-${category}`, name: category } : null,
  image: null,
  discount: null,
  discountExpiry: null,
  isBestSeller: false,
  rating: null,
  reviewCount: null,
  createdAt: '2026-10-01T00:00:00.000Z',
});

const catalogue = [
  product('Sona Masoori Rice (5 kg)', 'Rice'),
  product('Toor Dal (1 kg)', 'Pulses & Dals'),
  product('Ragi Flour (1 kg)', 'Flours'),
  product('Loose Jaggery', null),
];

describe('filterProducts', () => {
  test('a blank query keeps every product', () => {
    expect(filterProducts(catalogue, '  ')).toBe(catalogue);
  });

  test('matches the title or the category, ignoring case', () => {
    expect(filterProducts(catalogue, 'RICE').map((item) => item.title)).toEqual(['Sona Masoori Rice (5 kg)']);
    expect(filterProducts(catalogue, 'pulses').map((item) => item.title)).toEqual(['Toor Dal (1 kg)']);
  });

  test('every word must match', () => {
    expect(filterProducts(catalogue, '1 kg flour').map((item) => item.title)).toEqual(['Ragi Flour (1 kg)']);
    expect(filterProducts(catalogue, 'dal rice')).toEqual([]);
  });

  test('a product without a category is still found by its title', () => {
    expect(filterProducts(catalogue, 'jaggery').map((item) => item.title)).toEqual(['Loose Jaggery']);
  });
});
