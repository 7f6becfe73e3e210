import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadCache } from '../../cache/read-cache.js';
import type { Config } from '../../config.js';
import type { ChangeFeed } from '../../db/changes.js';
import type { Database } from '../../db/database.js';

/** What the catalogue's route files share: the database, the change feed and the read cache. */
interface CatalogContext {
  db: Database;
  config: Config;
  changes: ChangeFeed;
  /** Every catalogue GET is answered through it; every admin write drops it. */
  cache: ReadCache;
}

/** One group of routes, registered as a Fastify plugin with the module's shared context. */
export type CatalogRoutes = FastifyPluginAsyncZod<CatalogContext>;

export const catalogTopic = 'catalog';
