import type { Product as ProductView } from '@dhanya/api/contract';
import { and, asc, desc, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../src/db/database.js';
import { products } from '../src/db/schema.js';
import { toProductViews } from '../src/modules/catalog/product-presenter.js';
import { selectProducts } from '../src/modules/catalog/product-query.js';

const maxResults = 10;

/** `%`, `_` and `\` match only themselves in a LIKE pattern escaped this way. */
const literally = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Search as PostgreSQL answered it before the in-process index (src/modules/catalog/search-index.ts):
 * kept as the reference the index must agree with (catalog-search-index.postgres.test.ts) and as the
 * bench's "before".
 *
 * Products whose title or description holds the text, ignoring case, or nearly does
 * (pg_trgm word similarity: "basmatti" finds "Basmati"): title matches first, exact before
 * near, then description matches, exact before near; at most 10 (SERVER-24). The text is
 * only ever a bound parameter (SERVER-26).
 */
export async function searchProductsInSql(db: Database, query: string): Promise<ProductView[]> {
  const text = query.trim();
  if (!text) return [];
  const ids = await db.transaction(async (tx) => {
    // The planner prices the trigram indexes above a full scan that runs the similarity
    // function on every title; the indexes are several times faster (bench/catalog.bench.ts).
    await tx.execute(sql`set local enable_seqscan = off`);
    return findIds(tx, text);
  });
  if (!ids.length) return [];
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return toProductViews(rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!));
}

/**
 * Small queries in order of rank rather than one: a common word matches thousands of
 * descriptions, and ranking them all is wasted when the titles already fill the list.
 */
async function findIds(tx: Transaction, text: string): Promise<string[]> {
  const title = sql`lower(${products.title})`;
  const needle = sql`lower(${text})`;
  const contains = sql`lower(${`%${literally(text)}%`})`;
  const titleHas = sql`(${title} like ${contains} escape '\\')`;
  // `<%`: word similarity above pg_trgm.word_similarity_threshold (0.6); the trigram index serves it.
  const titleNearly = sql`(${needle} <% ${title})`;

  const inTitles = await tx
    .select({ id: products.id })
    .from(products)
    .where(or(titleHas, titleNearly))
    .orderBy(
      desc(titleHas),
      desc(sql`${title} like lower(${`${literally(text)}%`}) escape '\\'`),
      desc(sql`word_similarity(${needle}, ${title})`),
      asc(sql`length(${products.title})`),
      asc(products.title),
    )
    .limit(maxResults);
  const found = inTitles.map((row) => row.id);
  if (found.length === maxResults) return found;

  const description = sql`lower(${products.description})`;
  const inDescriptions = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(sql`${description} like ${contains} escape '\\'`, notAmong(found)))
    .orderBy(asc(products.title))
    .limit(maxResults - found.length);
  found.push(...inDescriptions.map((row) => row.id));
  if (found.length === maxResults) return found;

  const nearDescriptions = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(sql`${needle} <% ${description}`, notAmong(found)))
    .orderBy(desc(sql`word_similarity(${needle}, ${description})`), asc(products.title))
    .limit(maxResults - found.length);
  return [...found, ...nearDescriptions.map((row) => row.id)];
}

const notAmong = (ids: string[]) => (ids.length ? notInArray(products.id, ids) : undefined);
