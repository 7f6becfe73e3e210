// How a list is cut into pages, for every paged answer: product lists, the staff's orders and
// the outbox. The server pages in its queries, the mock API in its arrays.

/** How many pages `total` items fill at `pageSize` a page: 0 for none. */
export const pageCountOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);

/** How many items come before page `page` (1, 2, …) at `pageSize` a page. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;
