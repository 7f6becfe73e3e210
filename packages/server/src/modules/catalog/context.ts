import type { App } from '../../server-types.js';
import type { ReadCache } from '../../cache/read-cache.js';
import type { Config } from '../../config.js';
import type { ChangeFeed } from '../../db/changes.js';
import type { Database } from '../../db/database.js';

/** What the catalogue's route files share: the database, the change feed and the read cache. */
export interface CatalogContext {
  db: Database;
  config: Config;
  changes: ChangeFeed;
  /** Every catalogue GET is answered through it; every admin write drops it. */
  cache: ReadCache;
}

export type CatalogRoutes = (app: App, context: CatalogContext) => void;

export const catalogTopic = 'catalog';
