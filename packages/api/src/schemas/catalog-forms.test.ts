import { describe, expect, test } from 'vitest';
import { productFormSchema } from './catalog';

const filled = {
  title: '  Foxtail Millet (1 kg) ',
  description: 'Unpolished foxtail millet from Anantapur.',
  quantity: '40',
  price: '12.50',
  category: 'cat-millets-and-grains',
};

/** Each refused field's first message, as the admin's product form shows them. */
function errorsOf(values: Record<string, unknown>) {
  const issues = productFormSchema.safeParse(values).error?.issues ?? [];
  return Object.fromEntries(issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('productFormSchema', () => {
  test('[ADMIN-12] every required field is reported at once, a blank one as required', () => {
    expect(errorsOf({ title: '', description: ' ', quantity: '', price: '', category: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      quantity: 'Quantity is required',
      price: 'Price is required',
      category: 'Category is required',
    });
  });

  test('[ADMIN-12] [ADMIN-13] a complete form gives trimmed texts and the quantity as a number', () => {
    expect(productFormSchema.parse(filled)).toEqual({
      title: 'Foxtail Millet (1 kg)',
      description: 'Unpolished foxtail millet from Anantapur.',
      quantity: 40,
      price: '12.50',
      category: 'cat-millets-and-grains',
    });
  });

  test.each(['abc', '-5', '12.345', '1,000', '12.', '.5', '1e3', '₹100', '12 50'])(
    '[ADMIN-13] price %j is refused',
    (price) => {
      expect(errorsOf({ ...filled, price })).toEqual({
        price: 'Price must be a number of 0 or more with at most 2 decimals',
      });
    },
  );

  test('[ADMIN-13] a price above ₹1 crore is refused', () => {
    expect(errorsOf({ ...filled, price: '10000000' })).toEqual({});
    expect(errorsOf({ ...filled, price: '10000000.01' })).toEqual({ price: 'Price must be at most ₹1,00,00,000' });
  });

  test.each(['-1', '2.5', 'ten'])('quantity %j is refused', (quantity) => {
    expect(errorsOf({ ...filled, quantity })).toEqual({ quantity: 'Quantity must be a whole number of 0 or more' });
  });
});
