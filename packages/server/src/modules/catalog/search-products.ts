import type { Product as ProductView } from '@dhanya/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/changes.js';
import type { Database, Unsubscribe } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { catalogTopic } from './context.js';
import { toProductViews } from './product-presenter.js';
import { selectProducts, uuidArray } from './product-query.js';
import { ProductSearchIndex, type SearchableProduct } from './search-index.js';

export interface ProductSearch {
  /**
   * Products whose title or description holds the text, ignoring case, or nearly does
   * (pg_trgm word similarity: "basmatti" finds "Basmati"): title matches first, exact before
   * near, then description matches, exact before near; at most 10 (SERVER-24). The text never
   * reaches the database (SERVER-26).
   */
  find(query: string): Promise<ProductView[]>;
  /** The ids of every product found, best first (at most `maxSearchMatches`), for a page of them. */
  findIds(query: string): Promise<string[]>;
}

/** What a paged search ranks at most: more than anyone pages through. */
export const maxSearchMatches = 1000;

/**
 * Search without the text reaching the database: the catalogue's ids, titles and descriptions
 * are read and indexed in process (search-index.ts) on the first search, and read again on the
 * first search after any change of the catalogue. Every catalogue write publishes the catalogue
 * topic, and with PostgreSQL the notice reaches every instance, so servers sharing a database
 * drop their copy together. A change that leaves every title and description as it was (stock
 * after an order, a price, an offer) keeps the index. Only the texts stay in memory: the
 * products found are read by id, so the index costs a few MB however big the catalogue.
 */
export function createProductSearch(app: FastifyInstance, db: Database, changes: ChangeFeed): ProductSearch {
  let catalogue: Promise<ProductSearchIndex> | undefined;
  let lastRead: ProductSearchIndex | undefined;
  let subscription: Promise<Unsubscribe> | undefined;
  const drop = () => {
    catalogue = undefined;
  };

  async function read(): Promise<ProductSearchIndex> {
    // Listening starts before the first read, so no change can slip between the two.
    subscription ??= changes.subscribe(catalogTopic, drop).catch((error: unknown) => {
      subscription = undefined;
      throw error;
    });
    await subscription;
    const rows: SearchableProduct[] = await db
      .select({ id: products.id, title: products.title, description: products.description })
      .from(products);
    if (!lastRead?.indexes(rows)) lastRead = new ProductSearchIndex(rows);
    return lastRead;
  }

  function current(): Promise<ProductSearchIndex> {
    if (!catalogue) {
      // A change while this reads drops it: searches that came before the change get it, later ones a new one.
      const reading = read();
      catalogue = reading;
      reading.catch(() => {
        if (catalogue === reading) catalogue = undefined;
      });
    }
    return catalogue;
  }

  app.addHook('onClose', async () => {
    const unsubscribe = await subscription?.catch(() => undefined);
    await unsubscribe?.();
    drop();
    lastRead = undefined;
  });

  return {
    async find(query) {
      if (!query.trim()) return [];
      const ids = (await current()).search(query);
      if (ids.length === 0) return [];
      const rows = await selectProducts(db).where(sql`${products.id} = any(${uuidArray(ids)})`);
      const byId = new Map(rows.map((row) => [row.id, row]));
      // A product deleted since the index was read is left out.
      return toProductViews(ids.flatMap((id) => byId.get(id) ?? []));
    },
    async findIds(query) {
      if (!query.trim()) return [];
      return (await current()).search(query, maxSearchMatches);
    },
  };
}
