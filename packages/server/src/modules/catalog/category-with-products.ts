import type { CategoryWithProducts } from '@dhanya/api/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { toCategoryView } from './category-view.js';
import { toProductViews } from './product-presenter.js';
import { selectProducts } from './product-query.js';

export const categoryNotFound = 'Category not found';

/** One category and its products, by title (API-07). */
export async function findCategoryWithProducts(db: Database, id: string): Promise<CategoryWithProducts> {
  const [category] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!category) throw new HttpError(404, categoryNotFound);
  const rows = await selectProducts(db).where(eq(products.categoryId, id)).orderBy(asc(products.title));
  return { ...toCategoryView(category), products: toProductViews(rows) };
}
