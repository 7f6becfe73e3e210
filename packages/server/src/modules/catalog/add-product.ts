import type { Product as ProductView } from '@dhanya/api/contract';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { removeImage, storeImage } from '../../uploads/index.js';
import { findProduct } from './find-product.js';
import type { ProductForm } from './forms.js';
import { requireCategory } from './product-category.js';
import { writePacks } from './save-packs.js';

/** A new product; nothing is stored when the form is refused (SERVER-17). */
export async function addProduct(db: Database, form: ProductForm): Promise<ProductView> {
  const categoryId = await requireCategory(db, form.category);
  const image = form.image ? await storeImage('products', form.image) : null;
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(products)
        .values({
          title: form.title,
          description: form.description,
          quantity: form.quantity,
          pricePaise: form.pricePaise,
          categoryId,
          image,
          hsnCode: form.hsnCode ?? '',
          gstRate: form.gstRate ?? 0,
          translations: form.translations ?? {},
          aliases: form.aliases ?? [],
        })
        .returning({ id: products.id });
      await writePacks(tx, created!.id, form);
      return created!.id;
    });
    return await findProduct(db, id);
  } catch (error) {
    await removeImage('products', image);
    throw error;
  }
}
