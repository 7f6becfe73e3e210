import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { isId } from '../../db/ids.js';

/** A product's category must exist; a wrong one is the form's fault, so 400 (SERVER-17). */
export async function requireCategory(db: Database, id: string): Promise<string> {
  const [category] = isId(id)
    ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1)
    : [];
  if (!category) throw new HttpError(400, 'Category not found');
  return category.id;
}
