import { type Product } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { emptyProductValues, parsePrice, productMessages, productValues, validateProduct } from './validate-product';

const filled = {
  title: '  Foxtail Millet (1 kg) ',
  description: 'Unpolished foxtail millet from Anantapur.',
  quantity: '40',
  price: '12.50',
  category: 'cat-millets-and-grains',
};

describe('parsePrice', () => {
  test('[ADMIN-13] price is parsed as a decimal', () => {
    expect(parsePrice('12.50')).toEqual({ ok: true, rupees: 12.5 });
    expect(parsePrice(' 249 ')).toEqual({ ok: true, rupees: 249 });
    expect(parsePrice('0')).toEqual({ ok: true, rupees: 0 });
    expect(parsePrice('0.5')).toEqual({ ok: true, rupees: 0.5 });
  });

  test('[ADMIN-13] an empty price is required, not 0', () => {
    expect(parsePrice('')).toEqual({ ok: false, message: productMessages.priceRequired });
    expect(parsePrice('   ')).toEqual({ ok: false, message: productMessages.priceRequired });
  });

  test.each(['abc', '-5', '12.345', '1,000', '12.', '.5', '1e3', '₹100', '12 50', 'NaN', 'Infinity'])(
    '[ADMIN-13] %j is refused',
    (text) => {
      expect(parsePrice(text)).toEqual({ ok: false, message: productMessages.priceInvalid });
    },
  );

  test('[ADMIN-13] a price above ₹1 crore is refused', () => {
    expect(parsePrice('10000000')).toEqual({ ok: true, rupees: 10_000_000 });
    expect(parsePrice('10000000.01')).toEqual({ ok: false, message: productMessages.priceTooLarge });
  });
});

describe('validateProduct', () => {
  test('[ADMIN-12] every required field is reported at once', () => {
    expect(validateProduct(emptyProductValues)).toEqual({
      errors: {
        title: productMessages.titleRequired,
        description: productMessages.descriptionRequired,
        quantity: productMessages.quantityRequired,
        price: productMessages.priceRequired,
        category: productMessages.categoryRequired,
      },
    });
  });

  test('[ADMIN-12] [ADMIN-13] a complete form gives trimmed texts and numbers', () => {
    expect(validateProduct(filled)).toEqual({
      errors: {},
      form: {
        title: 'Foxtail Millet (1 kg)',
        description: 'Unpolished foxtail millet from Anantapur.',
        quantity: 40,
        price: 12.5,
        category: 'cat-millets-and-grains',
      },
    });
  });

  test('[ADMIN-13] a bad price alone stops the form', () => {
    expect(validateProduct({ ...filled, price: '12.345' })).toEqual({
      errors: { price: productMessages.priceInvalid },
    });
  });

  test.each(['-1', '2.5', 'ten'])('quantity %j is refused', (quantity) => {
    expect(validateProduct({ ...filled, quantity }).errors).toEqual({ quantity: productMessages.quantityInvalid });
  });

  test('texts longer than the server allows are refused', () => {
    expect(validateProduct({ ...filled, title: 'a'.repeat(201) }).errors).toEqual({
      title: productMessages.titleTooLong,
    });
  });

  test('[ADMIN-14] the edit form starts from the product', () => {
    const product: Product = {
      _id: 'prod-sona',
      title: 'Sona Masoori Rice (5 kg)',
      description: 'Lightweight, aromatic rice.',
      quantity: 240,
      price: 449.5,
      effectivePrice: 449.5,
      category: { _id: 'cat-rice', name: 'Rice' },
      image: 'prod-sona.svg',
      discount: null,
      discountExpiry: null,
      isBestSeller: false,
      rating: null,
      reviewCount: null,
      createdAt: '2026-10-01T00:00:00.000Z',
    };
    expect(productValues(product)).toEqual({
      title: product.title,
      description: product.description,
      quantity: String(product.quantity),
      price: '449.5',
      category: 'cat-rice',
    });
    expect(validateProduct(productValues(product)).form?.price).toBe(product.price);
  });
});
