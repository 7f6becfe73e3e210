import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { ensureAdmin } from './admin.js';
import { seedDemoShop } from './demo-shop.js';

/** Start-up data: the configured admin, then (with SEED_DEMO) the demo shop on an empty database. */
export async function seed(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.admin) {
    const outcome = await ensureAdmin(db, config.admin);
    if (outcome !== 'unchanged') log.info(`Admin ${config.admin.email}: ${outcome}`);
  }
  // Pictures go to the store of the app built before (buildApp installs it).
  if (!config.seedDemo) return;
  if (await seedDemoShop(db)) log.info('Seeded the demo shop');
}
