import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, isNotNull, sql } from 'drizzle-orm';
import { connectDatabase, type Database } from '../src/db/connect.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { categories, products } from '../src/db/schema.js';
import { seedDemoShop } from '../src/seed/demo-shop.js';
import { setUploadStore, uploadStoreFor } from '../src/uploads/current-store.js';
import { freshDatabase } from '../test/backup-shop.js';
import { addCategories, addProducts, seededRandom } from '../test/generated-catalogue.js';

/** A shop the bench's server runs on, and how to throw it away. */
export interface BenchShop {
  /** What the server's process needs in its environment: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  products: number;
  categories: number;
  dispose(): Promise<void>;
}

export interface BenchCatalogue {
  /** Products in all, the demo's included; at most the demo's 58 seeds the demo shop alone. */
  products: number;
  /** Categories in all, the demo's included. */
  categories: number;
  /** A PostgreSQL server (postgres://…); PGlite in DATA_DIR without. */
  postgresServerUrl?: string | undefined;
}

/**
 * A new, throw-away shop: the demo shop (its pictures drawn and stored once), then generated
 * categories and products up to the counts asked for, every one showing one of the demo's
 * pictures, so even 10,000 products seed in seconds. Never touches the demo's own DATA_DIR.
 */
export async function createBenchShop(catalogue: BenchCatalogue): Promise<BenchShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dhanya-bench-'));
  const database = catalogue.postgresServerUrl ? await freshDatabase(catalogue.postgresServerUrl) : undefined;
  const dispose = async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const connection = await connectDatabase({ dataDir: path.join(dataDir, 'pglite'), databaseUrl: database?.url });
    try {
      await migrateDatabase(connection);
      const { db } = connection;
      // The demo's pictures go where the server will look: DATA_DIR/uploads, or the database.
      setUploadStore(uploadStoreFor(connection, path.join(dataDir, 'uploads')));
      await seedDemoShop(db);

      const categoryImages = await imagesOf(db, categories);
      const [demoCategories] = await db.select({ n: count() }).from(categories);
      const from = demoCategories?.n ?? 0;
      // Past the demo's nine categories, every generated name carries a number ("Rice 2"): none is the demo's.
      if (catalogue.categories > from) {
        await addCategories(db, { from, count: catalogue.categories - from, images: categoryImages });
      }

      const productImages = await imagesOf(db, products);
      const [demoProducts] = await db.select({ n: count() }).from(products);
      const firstGenerated = demoProducts?.n ?? 0;
      if (catalogue.products > firstGenerated) {
        const allCategoryIds = (await db.select({ id: categories.id }).from(categories)).map((row) => row.id);
        await addProducts(db, firstGenerated, catalogue.products, allCategoryIds, seededRandom(42), productImages);
        await db.execute(sql`analyze`);
      }
      const [productCount] = await db.select({ n: count() }).from(products);
      const [categoryCount] = await db.select({ n: count() }).from(categories);
      const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
      if (database) env.DATABASE_URL = database.url;
      return { env, products: productCount?.n ?? 0, categories: categoryCount?.n ?? 0, dispose };
    } finally {
      await connection.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function imagesOf(db: Database, table: typeof categories | typeof products): Promise<string[]> {
  const rows = await db.select({ image: table.image }).from(table).where(isNotNull(table.image));
  return rows.flatMap((row) => (row.image ? [row.image] : []));
}
