import { type Product, type ProductPage, limitSchema } from '@dhanya/api/contract';
import { TimedAnswer } from '../../../cache/read-cache.js';
import type { Database } from '../../../db/database.js';
import { answerPage } from './answer-page.js';
import type { ListScope, PageRequest } from './find-product-page.js';

/** A list request with `limit` and neither `page` nor `cursor`: it asks for the list's first products. */
export const asksForFirst = (query: { limit?: unknown }) => query.limit !== undefined;

/** The first products' answer in the list's own shape: the spec's array, or a category holding them. */
type Shape = (products: Product[]) => unknown;

/**
 * The first `limit` products of a list (SERVER-25: at most 50; 10 when `limit` is not a
 * positive whole number), in the spec's shape, in the list's order with the shopper's sort
 * and filters. When more follow, a `Link` header names the way on: this request with a
 * `cursor`, which answers the next products as a page ({products, total, …, nextCursor}).
 */
export async function answerFirst(
  db: Database,
  scope: (now: Date) => ListScope,
  request: PageRequest,
  url: string,
  shape: Shape = (products) => products,
): Promise<TimedAnswer> {
  const limit = limitSchema.parse(request.limit) ?? 10;
  const answer = await answerPage(db, scope, { ...request, page: 1, limit });
  const { products, nextCursor } = answer.value as ProductPage;
  const headers: Record<string, string> = {};
  if (nextCursor) headers.link = `<${nextPageUrl(url, limit, nextCursor)}>; rel="next"`;
  return new TimedAnswer(shape(products), answer.freshUntil, headers);
}

/** The request's own path and query (relative: never a host a client chose), going on after `cursor`. */
function nextPageUrl(url: string, limit: number, cursor: string): string {
  const next = new URL(url, 'http://relative.invalid');
  next.searchParams.set('limit', String(limit));
  next.searchParams.set('cursor', cursor);
  return `${next.pathname}${next.search}`;
}
