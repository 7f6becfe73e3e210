import { describe, expect, test } from 'vitest';
import { firstPackDefaults, packListSchema } from './packs';

const spec = { price: '120', quantity: '25' };
const blank = { ...spec, label: '', netQuantity: '', unit: '', mrp: '', sku: '' };

/** Each refused field's message, by its path ("1.label"). */
function errorsOf(packs: unknown) {
  const issues = packListSchema.safeParse(packs).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('[issue 31] a one-size product needs only the spec’s fields', () => {
  test('the first pack, its label, net quantity and unit left blank, is 1 piece called "1 pack"', () => {
    for (const first of [blank, spec, { ...blank, label: '  ', netQuantity: null, unit: null }]) {
      expect(packListSchema.parse([first])).toEqual([
        { label: '1 pack', netQuantity: 1, unit: 'piece', price: 120, quantity: 25, mrp: undefined, sku: undefined },
      ]);
    }
  });

  test('a size given names the pack, and what is given is kept', () => {
    const labels = (first: object) => packListSchema.parse([{ ...blank, ...first }])[0]!.label;
    expect(labels({ netQuantity: '500', unit: 'g' })).toBe('500 g');
    expect(labels({ unit: 'kg' })).toBe('1 kg');
    expect(labels({ netQuantity: '6' })).toBe('Pack of 6');
    expect(labels({ label: 'Family pack', netQuantity: '5', unit: 'kg' })).toBe('Family pack');
    expect(packListSchema.parse([{ ...blank, netQuantity: '2.5', unit: 'L' }])[0]).toMatchObject({
      label: '2.5 L',
      netQuantity: 2.5,
      unit: 'L',
    });
  });

  test('what is given but wrong is still refused, and the other packs need their own', () => {
    expect(errorsOf([{ ...blank, netQuantity: '-2' }])).toEqual({
      '0.netQuantity': 'Net quantity must be a number more than 0',
    });
    expect(errorsOf([{ ...blank, unit: 'dozen' }])).toEqual({ '0.unit': 'Unit must be one of g, kg, ml, L, piece' });
    expect(errorsOf([blank, blank])).toEqual({
      '1.label': 'Pack label is required',
      '1.netQuantity': 'Net quantity must be a number more than 0',
      '1.unit': 'Unit must be one of g, kg, ml, L, piece',
    });
  });

  test('firstPackDefaults says what a blank first pack becomes, for the form to show', () => {
    expect(firstPackDefaults({ label: '', netQuantity: '', unit: '' })).toEqual({
      label: '1 pack',
      netQuantity: 1,
      unit: 'piece',
    });
    expect(firstPackDefaults({ label: '', netQuantity: '750', unit: 'g' })).toEqual({
      label: '750 g',
      netQuantity: 750,
      unit: 'g',
    });
  });
});
