import type { Category as CategoryView } from '@dhanya/api/contract';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { categories } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { removeImage, storeImage } from '../../uploads/index.js';
import { toCategoryView } from './category-view.js';
import type { CategoryForm } from './forms.js';

export const duplicateCategory = 'A category with this name already exists';

/** A new category; its name is unique without regard to case (SERVER-18). */
export async function addCategory(db: Database, { name, translations, image }: CategoryForm): Promise<CategoryView> {
  const fileName = image ? await storeImage('category', image) : null;
  try {
    const [category] = await db
      .insert(categories)
      .values({ name, translations: translations ?? {}, image: fileName })
      .returning();
    return toCategoryView(category!);
  } catch (error) {
    await removeImage('category', fileName);
    if (isUniqueViolation(error, 'categories_name_lower_key')) throw new HttpError(409, duplicateCategory);
    throw error;
  }
}
