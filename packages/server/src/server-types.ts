import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { Database } from './db/database.js';

// The types app.ts and the modules share, apart from both: a module never imports app.ts.

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** What every module receives when app.ts registers it. */
interface ModuleOptions {
  db: Database;
  config: Config;
  /** Publish after an admin write; subscribe to drop cached reads (every instance). */
  changes: ChangeFeed;
}

/** A resource module: a Fastify plugin whose routes use full paths (`/api/category/get`). */
export type ServerModule = FastifyPluginAsyncZod<ModuleOptions>;
