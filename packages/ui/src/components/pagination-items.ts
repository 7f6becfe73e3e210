/** A numbered page, or the gap that stands for the pages left out before or after the current one. */
export type PaginationItem = number | 'gap-before' | 'gap-after';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page numbers a pager shows: the first and the last, the current page with `siblings`
 * either side, and a gap for the pages between. Always the same number of items once the
 * pages outnumber them, so the pager keeps its width while the reader moves through it; a
 * gap never stands for a single page (that page is shown instead).
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return range(1, Math.max(pageCount, 0));
  const current = Math.min(Math.max(page, 1), pageCount);
  if (current <= siblings + 3) return [...range(1, slots - 2), 'gap-after', pageCount];
  if (current >= pageCount - siblings - 2) return [1, 'gap-before', ...range(pageCount - slots + 3, pageCount)];
  return [1, 'gap-before', ...range(current - siblings, current + siblings), 'gap-after', pageCount];
}
