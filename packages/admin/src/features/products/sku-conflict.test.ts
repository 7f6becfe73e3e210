import { ApiError } from '@dhanya/api';
import { expect, test } from 'vitest';
import { rowOfTakenSku } from './sku-conflict';

const skus = ['BASMATI-1KG', 'basmati-5kg'];

test("the server's 409 for a SKU is placed on the row that holds it, whatever its case", () => {
  const taken = new ApiError(409, 'SKU BASMATI-5KG is already used by Aged Basmati Rice');
  expect(rowOfTakenSku(taken, skus)).toBe(1);
});

test('any other refusal is not about a row', () => {
  expect(rowOfTakenSku(new ApiError(409, 'A category with this name already exists'), skus)).toBe(-1);
  expect(rowOfTakenSku(new ApiError(400, 'SKU BASMATI-1KG is already used by Rice'), skus)).toBe(-1);
  expect(rowOfTakenSku(new ApiError(409, 'SKU OTHER is already used by Rice'), skus)).toBe(-1);
  expect(rowOfTakenSku(new Error('Network error'), skus)).toBe(-1);
});
