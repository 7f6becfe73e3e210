import {
  type ContentLanguage,
  type ProductPage,
  type ProductSort,
  pageCountOf,
  pageOffset,
  pageSizeOf,
  productTranslatedFields,
} from '@dhanya/api/contract';
import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { isId } from '../../../db/ids.js';
import { categories, products } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import { toProductViews } from '../product-presenter.js';
import { lowestPricePaise, onActiveOffer, productRowColumns } from '../product-query.js';
import { type PageCursor, decodeCursor, encodeCursor, invalidCursor } from './cursor.js';
import { type SortKey, sortKeyOf } from './sort-keys.js';

/** A product lacks one of its translated fields in `language` (`lacksTranslation` in @dhanya/api, in SQL). */
function lacksTranslation(language: ContentLanguage): SQL {
  const missing = productTranslatedFields.map(
    (field) => sql`coalesce(btrim(${products.translations} -> ${language} ->> ${field}), '') = ''`,
  );
  return sql`(${sql.join(missing, sql` or `)})`;
}

/** Which products a list holds before the shopper's filters: the list's own rule. */
export interface ListScope {
  where?: SQL;
  /** The list's own order ("featured"). */
  featured: SortKey;
}

/** What the shopper asked for: a page or a cursor, a sort and filters (all optional). */
export interface PageRequest {
  page?: number;
  cursor?: string;
  limit?: unknown;
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  onOffer?: boolean;
  inStock?: boolean;
  /** A category to keep to; an id that names none matches nothing. */
  category?: string;
  /** Only products whose title or description is not yet written in this language. */
  untranslated?: ContentLanguage;
}

const keyPatterns: Record<SortKey['type'], RegExp> = {
  text: /^[^\0]{0,400}$/,
  bigint: /^-?\d{1,18}$/,
  integer: /^-?\d{1,9}$/,
  numeric: /^-?\d{1,12}(\.\d{1,6})?$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/,
};

/** The products after the cursor's, in the key's order (ties by id). */
function after(key: SortKey, cursor: PageCursor): SQL {
  if (!keyPatterns[key.type].test(cursor.key) || !isId(cursor.id)) throw new HttpError(400, invalidCursor);
  const value = sql`cast(${cursor.key} as ${sql.raw(key.type)})`;
  const beyond = key.direction === 'asc' ? sql`${key.value} > ${value}` : sql`${key.value} < ${value}`;
  return sql`(${beyond} or (${key.value} = ${value} and ${gt(products.id, cursor.id)}))`;
}

function filtersOf(request: PageRequest, now: Date): SQL[] {
  const filters: SQL[] = [];
  if (request.category !== undefined) {
    filters.push(isId(request.category) ? eq(products.categoryId, request.category) : sql`false`);
  }
  if (request.minPrice !== undefined) {
    filters.push(sql`${lowestPricePaise(now)} >= ${Math.round(request.minPrice * 100)}`);
  }
  if (request.maxPrice !== undefined) {
    filters.push(sql`${lowestPricePaise(now)} <= ${Math.round(request.maxPrice * 100)}`);
  }
  if (request.onOffer) filters.push(onActiveOffer(now));
  if (request.inStock) filters.push(gt(products.stockTotal, 0));
  if (request.untranslated) filters.push(lacksTranslation(request.untranslated));
  return filters;
}

/**
 * One page of a list (`scope`) as the shopper sorted and filtered it, with the total that
 * match and a cursor for the next page. Asked by `page`, it is an offset into the list; asked
 * by `cursor`, it starts right after the product the cursor names, so products added since do
 * not shift it.
 */
export async function findProductPage(
  db: Database,
  scope: ListScope,
  request: PageRequest,
  now = new Date(),
): Promise<ProductPage> {
  const sort = request.sort ?? 'featured';
  const key = sortKeyOf(sort, scope.featured, now);
  const limit = pageSizeOf(request.limit);
  const matching = and(scope.where, ...filtersOf(request, now));
  const cursor = request.cursor === undefined ? undefined : decodeCursor(request.cursor, sort);
  const page = cursor ? null : (request.page ?? 1);

  const [counted] = await db.select({ total: count() }).from(products).where(matching);
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      ...productRowColumns,
      sortKey: sql<string>`(${key.value})::text`,
    })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .where(cursor ? and(matching, after(key, cursor)) : matching)
    .orderBy(key.direction === 'asc' ? asc(key.value) : desc(key.value), asc(products.id))
    .limit(limit + 1)
    .offset(page === null ? 0 : pageOffset(page, limit));

  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    products: toProductViews(shown, now),
    total,
    page,
    pageCount: pageCountOf(total, limit),
    limit,
    nextCursor: rows.length > limit && last ? encodeCursor({ sort, key: last.sortKey, id: last.id }) : null,
  };
}
