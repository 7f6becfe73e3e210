import { type CategoryWithProducts, type ProductPage, maxListLength } from '@dhanya/api/contract';
import { TimedAnswer } from '../../cache/read-cache.js';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { toCategoryView } from './category-view.js';
import { toProductViews } from './product-presenter.js';
import { answerPage } from './pages/answer-page.js';
import { answerFirst } from './pages/first-products.js';
import type { PageRequest } from './pages/find-product-page.js';
import { categoryProducts } from './pages/list-scopes.js';
import { selectProducts } from './product-query.js';

export const categoryNotFound = 'Category not found';

async function requireCategory(db: Database, id: string) {
  const [category] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!category) throw new HttpError(404, categoryNotFound);
  return toCategoryView(category);
}

/** One category and its products, by title (ties by id, as its pages) (API-07); at most `maxListLength` of them. */
export async function findCategoryWithProducts(db: Database, id: string): Promise<CategoryWithProducts> {
  const category = await requireCategory(db, id);
  const rows = await selectProducts(db)
    .where(eq(products.categoryId, id))
    .orderBy(asc(products.title), asc(products.id))
    .limit(maxListLength);
  return { ...category, products: toProductViews(rows) };
}

/** One category and a page of its products, as the shopper sorted and filtered them. */
export async function findCategoryPage(db: Database, id: string, request: PageRequest): Promise<TimedAnswer> {
  const category = await requireCategory(db, id);
  const page = await answerPage(db, () => categoryProducts(id), request);
  return new TimedAnswer({ ...category, ...(page.value as ProductPage) }, page.freshUntil);
}

/** One category and its first `limit` products (see `answerFirst`), in the spec's shape. */
export async function findCategoryFirst(
  db: Database,
  id: string,
  request: PageRequest,
  url: string,
): Promise<TimedAnswer> {
  const category = await requireCategory(db, id);
  return answerFirst(
    db,
    () => categoryProducts(id),
    request,
    url,
    (products) => ({ ...category, products }),
  );
}
