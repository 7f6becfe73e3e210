import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { removeImage } from '../../uploads/index.js';
import { productNotFound } from './find-product.js';

/**
 * Deletes a product and its image files. Its cart lines go with it (ON DELETE CASCADE), its
 * best-seller place and offer live on the row; past orders keep their own snapshot (SERVER-47).
 */
export async function deleteProduct(db: Database, id: string): Promise<void> {
  const [deleted] = await db.delete(products).where(eq(products.id, id)).returning({ image: products.image });
  if (!deleted) throw new HttpError(404, productNotFound);
  await removeImage('products', deleted.image);
}
