import { createReadCache } from '../../cache/read-cache.js';
import type { ServerModule } from '../../server-types.js';
import { catalogTopic } from './context.js';
import { earliestOfferEnd } from './offer-ends.js';
import { categoryRoutes } from './routes-categories.js';
import { offerRoutes } from './routes-offers.js';
import { productRoutes } from './routes-products.js';

/** Categories, products, best sellers, special offers, new arrivals and search. */
const catalog: ServerModule = async (app, { db, config, changes }) => {
  const cache = await createReadCache(app, changes, catalogTopic, {
    freshUntil: earliestOfferEnd,
    maxBytes: config.readCacheBytes,
  });
  for (const routes of [categoryRoutes, productRoutes, offerRoutes]) {
    await app.register(routes, { db, config, changes, cache });
  }
};

export default catalog;
