import { expect, test } from 'vitest';
import { defaultLowStockThreshold } from '@dhanya/api';
import { stockSummary } from './stock-summary';

const texts = (packs: { label: string; quantity: number }[], threshold?: number) =>
  stockSummary(packs, threshold).flags.map((flag) => `${flag.kind}: ${flag.text}`);

test('the stock of every pack is added up and counted', () => {
  expect(
    stockSummary([
      { label: '1 kg', quantity: 90 },
      { label: '5 kg', quantity: 120 },
    ]),
  ).toEqual({
    total: 210,
    packCount: 2,
    flags: [],
  });
});

test('sold-out packs are named, then those below the threshold with what is left', () => {
  const packs = [
    { label: '500 g', quantity: 4 },
    { label: '1 kg', quantity: defaultLowStockThreshold },
    { label: '5 kg', quantity: 0 },
    { label: '10 kg', quantity: 1 },
  ];
  expect(stockSummary(packs).total).toBe(10);
  expect(texts(packs)).toEqual(['out: Out of stock: 5 kg', 'low: Low: 500 g (4 left)', 'low: Low: 10 kg (1 left)']);
});

test('a product of one pack needs no pack named', () => {
  expect(texts([{ label: '1 pack', quantity: 3 }])).toEqual(['low: Low stock: 3 left']);
  expect(texts([{ label: '1 pack', quantity: 0 }])).toEqual(['out: Out of stock']);
});

test('every pack sold out is simply out of stock; the threshold can be chosen', () => {
  expect(
    texts([
      { label: '1 L', quantity: 0 },
      { label: '5 L', quantity: 0 },
    ]),
  ).toEqual(['out: Out of stock']);
  expect(texts([{ label: '1 L', quantity: 8 }], 10)).toEqual(['low: Low stock: 8 left']);
  // 0 flags only what is sold out.
  expect(texts([{ label: '1 L', quantity: 1 }], 0)).toEqual([]);
});
