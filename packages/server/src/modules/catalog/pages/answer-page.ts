import { and, gt, isNotNull, min } from 'drizzle-orm';
import { TimedAnswer } from '../../../cache/read-cache.js';
import type { Database } from '../../../db/database.js';
import { products } from '../../../db/schema.js';
import { type ListScope, type PageRequest, findProductPage } from './find-product-page.js';

/**
 * A page as the read cache keeps it: until the next offer anywhere in the catalogue ends, as
 * that moves products between pages (a price sort, the "on offer" filter) even when this page
 * shows none of them.
 */
export async function answerPage(db: Database, scope: (now: Date) => ListScope, request: PageRequest) {
  const now = new Date();
  const [page, [next]] = await Promise.all([
    findProductPage(db, scope(now), request, now),
    db
      .select({ ends: min(products.discountExpiry) })
      .from(products)
      .where(and(isNotNull(products.discountPercent), gt(products.discountExpiry, now))),
  ]);
  return new TimedAnswer(page, next?.ends?.getTime());
}
