import { expect, it } from 'vitest';
import { pageCount } from './page-count';

it('[ADMIN-42] counts the pages at the edges: none, exactly full, one over, and a page size of 0', () => {
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(20, 20)).toBe(1);
  expect(pageCount(21, 20)).toBe(2);
  expect(pageCount(5, 0)).toBe(1);
});
