import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateDatabase } from '../db/migrate.js';
import { setUploadStore, uploadStoreFor } from '../uploads/current-store.js';
import { seed } from './index.js';

/**
 * A shop's first start on PGlite: the new database is migrated and seeded on a connection of
 * its own, closed again before the shop opens its own. PGlite's WebAssembly memory grows with
 * the seeding's writes and never shrinks, so a shop that seeded in its serving connection
 * kept ~25 MB more for as long as it ran, and the first start sat above a restart (issue 35:
 * 310–327 MB idle against 239–264 MB). A database that exists, or PostgreSQL, is left alone:
 * the shop's own connection migrates and seeds it, as ever.
 */
export async function seedNewEmbeddedDatabase(config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.databaseUrl || existsSync(path.join(config.databaseDir, 'PG_VERSION'))) return;
  const connection = await connectDatabase({
    dataDir: config.databaseDir,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    // The seed stores its pictures where the shop will (the disk, for PGlite).
    setUploadStore(uploadStoreFor(connection, config.uploadsDir));
    await migrateDatabase(connection);
    await seed(connection.db, config, log);
  } finally {
    await connection.close();
  }
}
