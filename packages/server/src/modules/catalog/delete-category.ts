import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { categories } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { removeImage } from '../../uploads/index.js';
import { categoryNotFound } from './category-with-products.js';

/** Deletes an empty category and its image; one that still has products is refused (SERVER-46). */
export async function deleteCategory(db: Database, id: string): Promise<void> {
  let deleted;
  try {
    [deleted] = await db.delete(categories).where(eq(categories.id, id)).returning();
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new HttpError(409, 'This category still has products: move or delete them first');
    }
    throw error;
  }
  if (!deleted) throw new HttpError(404, categoryNotFound);
  await removeImage('category', deleted.image);
}
