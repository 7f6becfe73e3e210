import type { Product as ProductView } from '@dhanya/api/contract';
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/changes.js';
import type { Database, Unsubscribe } from '../../db/database.js';
import { catalogTopic } from './context.js';
import { toProductViews } from './product-presenter.js';
import { selectProducts, type ProductRow } from './product-query.js';
import { ProductSearchIndex } from './search-index.js';

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
const maxSearchMatches = 1000;

/** The catalogue as search reads it: every product row by id, and the index of their texts. */
interface SearchedCatalogue {
  rows: Map<string, ProductRow>;
  index: ProductSearchIndex;
}

/**
 * Search without a database query per search: the whole catalogue is read and its texts
 * indexed in process (search-index.ts) on the first search, and read again on the first search
 * after any change of the catalogue. Every catalogue write publishes the catalogue topic, and
 * with PostgreSQL the notice reaches every instance, so servers sharing a database drop their
 * copy together. A change that leaves every title and description as it was (stock after an
 * order, a price, an offer) keeps the index and only replaces the rows.
 */
export function createProductSearch(app: FastifyInstance, db: Database, changes: ChangeFeed): ProductSearch {
  let catalogue: Promise<SearchedCatalogue> | undefined;
  let lastRead: SearchedCatalogue | undefined;
  let subscription: Promise<Unsubscribe> | undefined;
  const drop = () => {
    catalogue = undefined;
  };

  async function read(): Promise<SearchedCatalogue> {
    // Listening starts before the first read, so no change can slip between the two.
    subscription ??= changes.subscribe(catalogTopic, drop).catch((error: unknown) => {
      subscription = undefined;
      throw error;
    });
    await subscription;
    const rows = await selectProducts(db);
    const index = lastRead?.index.indexes(rows) ? lastRead.index : new ProductSearchIndex(rows);
    lastRead = { rows: new Map(rows.map((row) => [row.id, row])), index };
    return lastRead;
  }

  function current(): Promise<SearchedCatalogue> {
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
      const { rows, index } = await current();
      return toProductViews(index.search(query).map((id) => rows.get(id)!));
    },
    async findIds(query) {
      if (!query.trim()) return [];
      const { index } = await current();
      return index.search(query, maxSearchMatches);
    },
  };
}
