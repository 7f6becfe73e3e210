// How a list is cut into pages, for every paged answer: product lists, the staff's orders and
// the outbox. The server pages in its queries, the mock API in its arrays.

/**
 * How many pages `total` items fill at `pageSize` a page: 0 for none, as the API answers. A
 * pager asks for `atLeastOne`: its page 1 is there even with nothing on it ("Page 1 of 1").
 * A page size of 0 or less holds no page.
 */
export function pageCountOf(total: number, pageSize: number, { atLeastOne = false } = {}): number {
  const pages = pageSize > 0 ? Math.ceil(total / pageSize) : 0;
  return atLeastOne ? Math.max(1, pages) : pages;
}

/** How many items come before page `page` (1, 2, …) at `pageSize` a page. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;
