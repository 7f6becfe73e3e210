/** How many pages `total` rows fill at `pageSize` a page: at least one, so "Page 1 of 1" shows for none. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
