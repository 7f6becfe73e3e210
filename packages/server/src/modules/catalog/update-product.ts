import type { Product as ProductView } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { removeImage, storeImage } from '../../uploads/index.js';
import { findProduct, productNotFound } from './find-product.js';
import type { ProductForm } from './forms.js';
import { requireCategory } from './product-category.js';
import { writePacks } from './save-packs.js';

/**
 * Replaces a product's details; its offer and best-seller place stay. A new image replaces
 * the old one, whose files are removed (SERVER-41).
 */
export async function updateProduct(db: Database, id: string, form: ProductForm): Promise<ProductView> {
  const [before] = await db.select({ image: products.image }).from(products).where(eq(products.id, id)).limit(1);
  if (!before) throw new HttpError(404, productNotFound);
  const categoryId = await requireCategory(db, form.category);

  const image = form.image ? await storeImage('products', form.image) : null;
  let updated;
  try {
    updated = await db.transaction(async (tx) => {
      const [found] = await tx
        .update(products)
        .set({
          title: form.title,
          description: form.description,
          categoryId,
          ...(image ? { image } : {}),
          ...(form.hsnCode === undefined ? {} : { hsnCode: form.hsnCode }),
          ...(form.gstRate === undefined ? {} : { gstRate: form.gstRate }),
          ...(form.translations === undefined ? {} : { translations: form.translations }),
          ...(form.aliases === undefined ? {} : { aliases: form.aliases }),
        })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (found) await writePacks(tx, id, form);
      return found;
    });
  } catch (error) {
    await removeImage('products', image);
    throw error;
  }
  if (!updated) {
    await removeImage('products', image);
    throw new HttpError(404, productNotFound);
  }
  if (image) await removeImage('products', before.image);
  return findProduct(db, id);
}
