import { expect, test } from 'vitest';
import { productPickerHint, productPickerLabels } from './product-picker-texts';

test('the count heard says how many products are shown of how many', () => {
  const { results } = productPickerLabels(10_000, false);
  expect(results?.(20)).toBe('20 of 10,000 products shown');
  expect(productPickerLabels(3, false).results?.(3)).toBe('3 products shown');
  expect(productPickerLabels(1, false).results?.(1)).toBe('1 product shown');
});

test('no match names the text; an empty shop says so in the box', () => {
  expect(productPickerLabels(0, false).noMatch?.('quinoa')).toBe('No product matches “quinoa”');
  expect(productPickerLabels(0, true).placeholder).toBe('No products yet');
  expect(productPickerLabels(58, false).placeholder).toBe('Type part of a title');
});

test('a page holding only some of the products says how to find the others', () => {
  expect(productPickerHint({ query: '', total: 10_000 }, 20)).toBe(
    'The first 20 of 10,000 products. Type part of a title to find the others.',
  );
  expect(productPickerHint({ query: 'rice', total: 153 }, 20)).toBe(
    'The 20 best of 153 matches. Type more of the title to narrow them.',
  );
  expect(productPickerHint({ query: 'rice', total: 12 }, 12)).toBeUndefined();
});
