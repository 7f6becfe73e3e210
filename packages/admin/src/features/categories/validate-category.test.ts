import { describe, expect, test } from 'vitest';
import { MAX_CATEGORY_NAME, categoryMessages, categoryNameProblem } from './validate-category';

describe('categoryNameProblem', () => {
  test('[ADMIN-08] an empty or blank name is refused', () => {
    expect(categoryNameProblem('')).toBe(categoryMessages.nameRequired);
    expect(categoryNameProblem('   ')).toBe(categoryMessages.nameRequired);
  });

  test('[ADMIN-08] a name is accepted, counted without its outer spaces', () => {
    expect(categoryNameProblem('Millets')).toBeUndefined();
    expect(categoryNameProblem(` ${'a'.repeat(MAX_CATEGORY_NAME)} `)).toBeUndefined();
  });

  test('a name longer than the server allows is refused', () => {
    expect(categoryNameProblem('a'.repeat(MAX_CATEGORY_NAME + 1))).toBe(categoryMessages.nameTooLong);
  });
});
