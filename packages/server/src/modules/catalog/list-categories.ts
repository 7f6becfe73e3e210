import type { Category as CategoryView } from '@dhanya/api/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories } from '../../db/schema.js';
import { toCategoryView } from './category-view.js';

/** Every category, by name (API-06). */
export async function listCategories(db: Database): Promise<CategoryView[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      image: categories.image,
      translations: categories.translations,
    })
    .from(categories)
    .orderBy(asc(categories.name));
  return rows.map(toCategoryView);
}
