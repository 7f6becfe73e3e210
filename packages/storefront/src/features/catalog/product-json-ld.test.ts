import { onePackProduct, type Product } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { metaDescription, productJsonLd } from './product-json-ld';

const rice: Product = onePackProduct({
  _id: 'prod-sona-masoori',
  title: 'Sona Masoori Rice (5 kg)',
  description: 'A light medium-grain rice.',
  quantity: 240,
  price: 449,
  effectivePrice: 449,
  category: { _id: 'cat-rice', name: 'Rice' },
  image: 'prod-sona-masoori.svg',
  discount: null,
  discountExpiry: null,
  isBestSeller: true,
  rating: 4.8,
  reviewCount: 2847,
  createdAt: '2026-07-06T00:00:00.000Z',
});

describe('metaDescription', () => {
  test('keeps a short description as it is, whitespace folded', () => {
    expect(metaDescription('  A light\n medium-grain   rice. ')).toBe('A light medium-grain rice.');
  });

  test('cuts a long description at a word boundary within 155 characters', () => {
    const long = `${'Aged basmati from the Punjab plains, '.repeat(8)}end`;
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(description.at(-2)).not.toBe(' ');
  });

  test('a text of exactly 155 characters is not cut', () => {
    const exact = 'x'.repeat(155);
    expect(metaDescription(exact)).toBe(exact);
  });
});

describe('productJsonLd', () => {
  test('describes the product with its price in rupees, stock and own rating', () => {
    expect(productJsonLd(rice, 'https://shop.example/uploads/products/prod-sona-masoori.svg')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sona Masoori Rice (5 kg)',
      description: 'A light medium-grain rice.',
      image: ['https://shop.example/uploads/products/prod-sona-masoori.svg'],
      sku: 'prod-sona-masoori',
      category: 'Rice',
      offers: {
        '@type': 'Offer',
        name: '1 pack',
        sku: 'SKU-PROD-SONA-MASOORI',
        price: 449,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, bestRating: 5, reviewCount: 2847 },
    });
  });

  test('[CATALOG-09] a product without rating data has no aggregateRating', () => {
    const ld = productJsonLd({ ...rice, rating: null, reviewCount: null }, null);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('image');
  });

  test('during an offer the price is the effective price, valid until the offer ends', () => {
    const offer = onePackProduct({
      ...rice,
      effectivePrice: 404.1,
      discount: 10,
      discountExpiry: '2026-12-01T00:00:00.000Z',
    });
    expect(productJsonLd(offer, null).offers).toMatchObject({ price: 404.1, priceValidUntil: '2026-12-01' });
  });

  test('an out-of-stock product is OutOfStock', () => {
    expect(productJsonLd(onePackProduct({ ...rice, quantity: 0 }), null).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  test('[PACKS-18] a product of several packs is an AggregateOffer from its lowest to its highest price, an offer per pack', () => {
    const [small] = rice.packs;
    const packs = [
      { ...small!, _id: 'p1', label: '1 kg', sku: 'SONA-1KG', price: 99, effectivePrice: 99, quantity: 0 },
      { ...small!, _id: 'p5', label: '5 kg', sku: 'SONA-5KG', price: 449, effectivePrice: 449, quantity: 12 },
    ];
    expect(productJsonLd({ ...rice, packs, priceFrom: 99 }, null).offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: 99,
      highPrice: 449,
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      offers: [
        expect.objectContaining({
          name: '1 kg',
          sku: 'SONA-1KG',
          price: 99,
          availability: 'https://schema.org/OutOfStock',
        }),
        expect.objectContaining({
          name: '5 kg',
          sku: 'SONA-5KG',
          price: 449,
          availability: 'https://schema.org/InStock',
        }),
      ],
    });
  });
});
