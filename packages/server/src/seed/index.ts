import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { ensureAdmin } from './admin.js';

/**
 * Start-up data: the configured admin, then (with SEED_DEMO) the demo shop on an empty
 * database. The demo catalogue is still to come: it will be called from here.
 */
export async function seed(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.admin) {
    const outcome = await ensureAdmin(db, config.admin);
    if (outcome !== 'unchanged') log.info(`Admin ${config.admin.email}: ${outcome}`);
  }
}
