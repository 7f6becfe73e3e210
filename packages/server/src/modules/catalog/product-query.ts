import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, products, type Product } from '../../db/schema.js';

/** A product row with its category's id and name: what the presenter turns into the API's Product. */
export type ProductRow = Product & { category: { id: string; name: string } | null };

/** `selectProducts(db).where(...).orderBy(...)`: products with their category's id and name. */
export function selectProducts(db: Database) {
  return db
    .select({
      ...getTableColumns(products),
      category: { id: categories.id, name: categories.name },
    })
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .$dynamic();
}

/** A special offer counts while it has a discount and its expiry is still ahead (SERVER-19). */
export function onActiveOffer(now: Date): SQL {
  return sql`(${products.discountPercent} is not null and ${products.discountExpiry} > ${now})`;
}
