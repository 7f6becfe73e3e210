import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { offerBackups } from './backup/backup-route.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { keepDataDirPrivate, privateUmask } from './data-dir.js';
import { createChangeFeed } from './db/changes.js';
import { connectDatabase } from './db/connect.js';
import { withInstanceLock } from './db/instance-lock.js';
import { migrateDatabase } from './db/migrate.js';
import { findFrontendBuilds } from './http/frontends.js';
import { collectGarbageWhenIdle, fullGarbageCollection } from './http/idle-collection.js';
import { seed } from './seed/index.js';
import { seedNewEmbeddedDatabaseApart } from './seed/seed-new-embedded-database.js';
import { uploadStoreFor } from './uploads/current-store.js';
import { importDiskUploads } from './uploads/import-disk-uploads.js';

// main.js runs from packages/server/dist (built) or packages/server/src (tsx).
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function start(config: Config): Promise<void> {
  // Before the shop's own connection opens: no other process may open a PGlite directory at once.
  await seedNewEmbeddedDatabaseApart(config);
  const connection = await connectDatabase({
    dataDir: config.databaseDir,
    databaseUrl: config.databaseUrl,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  const uploads = uploadStoreFor(connection, config.uploadsDir);
  const app = buildApp({
    db: connection.db,
    config,
    changes: createChangeFeed(connection),
    uploads,
    logger: { level: config.logLevel },
    frontends: findFrontendBuilds(repositoryRoot),
  });
  const backups = offerBackups(app, { connection, ...config });
  const collectGarbage = fullGarbageCollection();
  collectGarbageWhenIdle(app, { collect: collectGarbage });
  let withdraw = async () => {};

  let stopping = false;
  const stop = async (exitCode: number, signal?: string) => {
    if (stopping) return;
    stopping = true;
    if (signal) app.log.info(`${signal}: answering 503 to new requests while those in flight finish`);
    try {
      await app.drain();
      await app.close();
      await connection.close();
      // Last: until the database is closed, no other process may open a PGlite directory.
      await withdraw();
    } catch (error) {
      app.log.error({ err: error }, 'could not stop cleanly');
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  // `on`, not `once`: under `npm start` the signal comes twice (to the process group, and
  // forwarded by npm), and a second one without a listener would kill the process mid-drain.
  process.on('SIGTERM', () => void stop(0, 'SIGTERM'));
  process.on('SIGINT', () => void stop(0, 'SIGINT'));

  try {
    await keepDataDirPrivate(config.dataDir, app.log);
    await migrateDatabase(connection);
    if (uploads.place === 'database') await importDiskUploads(uploads, config.uploadsDir, app.log);
    if (Boolean(process.env.ADMIN_EMAIL) !== Boolean(process.env.ADMIN_PASSWORD)) {
      app.log.warn('ADMIN_EMAIL and ADMIN_PASSWORD work only together: no admin account was set up');
    }
    await withInstanceLock(connection, 'dhanya-seed', () => seed(connection.db, config, app.log));
    // What starting left behind (migrations, a PostgreSQL shop's first seeding and its pictures,
    // uploads imported from disk) is garbage nothing would collect before the first burst of
    // requests: 677 MB idle once, when a first start on PGlite still seeded in this process.
    collectGarbage();
    collectGarbage();
    await app.listen({ host: config.host, port: config.port });
    withdraw = await backups.announce();
  } catch (error) {
    app.log.fatal({ err: error }, 'Dhanya could not start');
    await stop(1);
    return;
  }
  // The one line meant for the person who ran `npm start`, so not a JSON log record.
  process.stdout.write(`Dhanya is ready at http://localhost:${config.port}\n`);
}

// Before anything is written: DATA_DIR and what the shop puts in it are its user's alone.
process.umask(privateUmask);
try {
  await start(await loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
