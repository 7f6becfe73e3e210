import { expect, test } from 'vitest';
import { productProblems } from './product-problems';

test('the summary lists the problems in the order of the fields, naming each pack', () => {
  // As the form library keeps them: a field array's errors are an object keyed by row.
  const errors = {
    packs: {
      1: { sku: { message: 'Each pack needs its own SKU' }, mrp: { message: 'MRP cannot be less than the price' } },
      0: { label: { message: 'Pack label is required' } },
    },
    category: { message: 'Category is required' },
    hsnCode: { message: 'HSN code must be 4, 6 or 8 digits' },
    title: { message: 'Title is required' },
  };
  expect(productProblems(errors)).toEqual([
    'Title is required',
    'Category is required',
    'HSN code must be 4, 6 or 8 digits',
    'Pack 1: Pack label is required',
    'Pack 2: MRP cannot be less than the price',
    'Pack 2: Each pack needs its own SKU',
  ]);
});

test("the list's own problem and a refusal of the server's that names no field", () => {
  expect(
    productProblems({
      packs: { root: { message: 'A product can have at most 12 packs' } },
      root: { server: { message: 'Category not found' } },
    }),
  ).toEqual(['A product can have at most 12 packs', 'Category not found']);
  expect(productProblems({})).toEqual([]);
});

test('the Hindi tab’s problems follow the English fields, and a pack’s Hindi label its own row [I18N]', () => {
  expect(
    productProblems({
      translations: { hi: { description: { message: 'Hindi description must be at most 5000 characters' } } },
      aliases: { message: 'A product may have at most 20 other names' },
      packs: { 0: { translations: { hi: { label: { message: 'Hindi pack label must be on one line' } } } } },
      title: { message: 'Title is required' },
    }),
  ).toEqual([
    'Title is required',
    'Hindi description must be at most 5000 characters',
    'A product may have at most 20 other names',
    'Pack 1: Hindi pack label must be on one line',
  ]);
});
