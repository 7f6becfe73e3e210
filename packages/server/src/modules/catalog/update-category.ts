import type { Category as CategoryView } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { categories } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { removeImage, storeImage } from '../../uploads/index.js';
import { duplicateCategory } from './add-category.js';
import { categoryNotFound } from './category-with-products.js';
import { toCategoryView } from './category-view.js';
import type { CategoryForm } from './forms.js';

/** Renames a category; a new image replaces the old one, whose file is removed (SERVER-41). */
export async function updateCategory(
  db: Database,
  id: string,
  { name, translations, image }: CategoryForm,
): Promise<CategoryView> {
  const [before] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!before) throw new HttpError(404, categoryNotFound);

  const fileName = image ? await storeImage('category', image) : null;
  let updated;
  try {
    [updated] = await db
      .update(categories)
      .set({ name, ...(translations ? { translations } : {}), ...(fileName ? { image: fileName } : {}) })
      .where(eq(categories.id, id))
      .returning();
  } catch (error) {
    await removeImage('category', fileName);
    if (isUniqueViolation(error, 'categories_name_lower_key')) throw new HttpError(409, duplicateCategory);
    throw error;
  }
  if (!updated) {
    await removeImage('category', fileName);
    throw new HttpError(404, categoryNotFound);
  }
  if (fileName) await removeImage('category', before.image);
  return toCategoryView(updated);
}
