import { describe, expect, test } from 'vitest';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  test('shows every page when they fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  test('near the start, the first five pages, a gap and the last', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
  });

  test('in the middle, the current page between its neighbours and a gap either side', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
    expect(paginationItems(208, 417)).toEqual([1, 'gap-before', 207, 208, 209, 'gap-after', 417]);
  });

  test('near the end, the first page, a gap and the last five', () => {
    expect(paginationItems(7, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
  });

  test('keeps the same number of items on every page, and never hides a single page in a gap', () => {
    for (const siblings of [0, 1, 2]) {
      for (let page = 1; page <= 30; page++) {
        const items = paginationItems(page, 30, siblings);
        expect(items).toHaveLength(2 * siblings + 5);
        expect(items).toContain(page);
        const shown = items.filter((item) => typeof item === 'number');
        items.forEach((item, index) => {
          if (typeof item === 'number') return;
          const [before, after] = [items[index - 1] as number, items[index + 1] as number];
          expect(after - before).toBeGreaterThan(2);
        });
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
      }
    }
  });

  test('a page out of range is taken as the nearest one', () => {
    expect(paginationItems(0, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
  });
});
