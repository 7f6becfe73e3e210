import { expect, it } from 'vitest';
import { pageCountOf } from './paging';

it('counts the pages the API answers: none for no items, one more for a page just over', () => {
  expect(pageCountOf(0, 20)).toBe(0);
  expect(pageCountOf(20, 20)).toBe(1);
  expect(pageCountOf(21, 20)).toBe(2);
  expect(pageCountOf(5, 0)).toBe(0);
});

it('[ADMIN-42] counts a pager’s pages at the edges: none, exactly full, one over, and a page size of 0', () => {
  const pagerPages = (total: number, pageSize: number) => pageCountOf(total, pageSize, { atLeastOne: true });
  expect(pagerPages(0, 20)).toBe(1);
  expect(pagerPages(20, 20)).toBe(1);
  expect(pagerPages(21, 20)).toBe(2);
  expect(pagerPages(5, 0)).toBe(1);
});
