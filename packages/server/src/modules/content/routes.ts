import { createReadCache } from '../../cache/read-cache.js';
import type { ServerModule } from '../../server-types.js';
import { carouselRoutes } from './carousel-routes.js';
import { contentTopic } from './context.js';
import { pageRoutes } from './page-routes.js';
import { settingsRoutes } from './settings-routes.js';
import { shopLinkRoutes } from './shop-link-routes.js';

/** Footer, about, terms, return policy, shop links, carousel images and the shop's settings. */
const content: ServerModule = async (app, { db, config, changes }) => {
  const cache = await createReadCache(app, changes, contentTopic, { maxBytes: config.readCacheBytes });
  const context = { db, changes, cache };
  for (const routes of [pageRoutes, shopLinkRoutes, carouselRoutes, settingsRoutes])
    await app.register(routes, context);
};

export default content;
