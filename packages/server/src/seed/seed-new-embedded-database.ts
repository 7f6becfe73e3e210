import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateDatabase } from '../db/migrate.js';
import { setUploadStore, uploadStoreFor } from '../uploads/current-store.js';
import { seed } from './index.js';

/** A shop on PGlite whose database does not exist yet: its first start. */
const isNewEmbeddedDatabase = (config: Config) =>
  !config.databaseUrl && !existsSync(path.join(config.databaseDir, 'PG_VERSION'));

/**
 * A shop's first start on PGlite: the new database is migrated and seeded by a process of its
 * own (`first-start-seed.ts`), which ends before the shop opens the database. Whatever the
 * seeding grew goes with that process: PGlite's WebAssembly memory, which never shrinks, and
 * the C heap the pictures' resizing left fragmented, which glibc keeps. Seeded in the shop's own
 * process, a first start sat 25–65 MB above a restart for as long as it ran (issue 35). A
 * database that exists, or PostgreSQL, is left alone: the shop's own connection migrates and
 * seeds it, as ever.
 */
export async function seedNewEmbeddedDatabaseApart(config: Config): Promise<void> {
  if (!isNewEmbeddedDatabase(config)) return;
  // The entry beside this module: built (dist/first-start-seed.js) or source run by tsx.
  const source = import.meta.url.endsWith('.ts');
  const entry = new URL(source ? './first-start-seed.ts' : './first-start-seed.js', import.meta.url);
  const child = fork(entry, { stdio: 'inherit', execArgv: process.execArgv });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Seeding the new database failed (exit code ${code})`);
}

/** What the process `seedNewEmbeddedDatabaseApart` starts does: migrate and seed, then close. */
export async function seedNewEmbeddedDatabase(config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!isNewEmbeddedDatabase(config)) return;
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
