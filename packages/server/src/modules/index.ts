import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { ChangeFeed } from '../db/changes.js';
import type { Database } from '../db/database.js';
import accounts from './accounts/routes.js';
import cart from './cart/routes.js';
import catalog from './catalog/routes.js';
import orders from './orders/routes.js';
import content from './content/routes.js';
import messages from './messages/routes.js';

/** What every module receives when app.ts registers it. */
export interface ModuleOptions {
  db: Database;
  config: Config;
  /** Publish after an admin write; subscribe to drop cached reads (every instance). */
  changes: ChangeFeed;
}

/** A resource module: a Fastify plugin whose routes use full paths (`/api/category/get`). */
export type ServerModule = FastifyPluginAsyncZod<ModuleOptions>;

/** Registered in this order by buildApp; module authors add theirs here. */
export const modules: readonly ServerModule[] = [accounts, catalog, cart, orders, content, messages];
