import { productListSchema } from '@dhanya/api/contract';
import { createReadCache } from '../src/cache/read-cache.js';
import { catalogTopic } from '../src/modules/catalog/context.js';
import { earliestOfferEnd } from '../src/modules/catalog/offer-ends.js';
import type { ServerModule } from '../src/server-types.js';
import { searchProductsInSql } from '../test/sql-search.js';

export const sqlSearchPath = '/bench/search-sql';

/**
 * Routes the bench compares the shop's with: a hello world, and search as it was before the
 * in-process index (pg_trgm queries per search, through a read cache like the shop's).
 */
export const benchRoutes: ServerModule = async (app, { db, changes }) => {
  app.get('/bench/hello', async () => ({ hello: 'world' }));

  const cache = await createReadCache(app, changes, catalogTopic, { freshUntil: earliestOfferEnd });
  app.get<{ Querystring: { query?: string } }>(
    sqlSearchPath,
    { schema: { response: { 200: productListSchema } } },
    (request, reply) => cache.send(request, reply, () => searchProductsInSql(db, request.query.query ?? '')),
  );
};
