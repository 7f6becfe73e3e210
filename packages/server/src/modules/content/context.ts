import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadCache } from '../../cache/read-cache.js';
import type { ChangeFeed } from '../../db/changes.js';
import type { Database } from '../../db/database.js';

/** What the content route files share: every GET goes through the cache, every admin write drops it. */
interface ContentContext {
  db: Database;
  changes: ChangeFeed;
  cache: ReadCache;
}

/** One group of routes, registered as a Fastify plugin with the module's shared context. */
export type ContentRoutes = FastifyPluginAsyncZod<ContentContext>;

export const contentTopic = 'content';

/** `{ id }` of an item's path; anything but a UUID names nothing that exists (SERVER-16). */
export { idParams } from '../../http/route-schemas.js';
