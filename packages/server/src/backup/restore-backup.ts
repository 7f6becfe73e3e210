import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Settings } from '../config.js';
import { BackupError } from './backup-error.js';
import { dumpFiles } from './database-snapshot.js';
import { restoreDatabase } from './database-restore.js';
import { describeCounts, type Manifest } from './manifest.js';
import { extractArchive, readManifest } from './read-archive.js';
import { assertEmptyTarget } from './restore-target.js';
import { findRunningServer } from './running-server.js';
import { countFiles } from './uploads-snapshot.js';

const kindNames = { pglite: 'the embedded database (PGlite, in DATA_DIR)', postgres: 'PostgreSQL (DATABASE_URL)' };

/**
 * Restores a backup into an empty DATA_DIR (PGlite) or an empty DATABASE_URL database plus
 * an empty DATA_DIR/uploads; refuses anything else, so it never overwrites a shop.
 */
export async function restoreBackup(file: string, settings: Settings): Promise<Manifest> {
  const server = await findRunningServer(settings.dataDir);
  if (server) throw new BackupError(`A shop is running on this DATA_DIR (pid ${server.pid}): stop it first`);

  const manifest = await readManifest(file);
  const target = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    throw new BackupError(
      `This backup is of ${kindNames[manifest.database]}; it restores only into that kind of database, ` +
        `but this shop is set up for ${kindNames[target]}`,
    );
  }
  await assertEmptyTarget(settings);

  await mkdir(settings.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(settings.dataDir, '.restore-'));
  try {
    await extractArchive(file, staging);
    const database = await restoreDatabase(
      manifest.database,
      path.join(staging, dumpFiles[manifest.database]),
      settings,
    );
    // Checked to hold no file, so this removes at most empty folders.
    await rm(settings.uploadsDir, { recursive: true, force: true });
    await mkdir(path.join(staging, 'uploads'), { recursive: true });
    await rename(path.join(staging, 'uploads'), settings.uploadsDir);
    const uploadedFiles = await countFiles(settings.uploadsDir);

    const restored = { ...database, uploadedFiles };
    const { rows, uploadsInDatabase, uploadedFiles: files } = manifest;
    if (!isDeepStrictEqual(restored, { rows, uploadsInDatabase, uploadedFiles: files })) {
      throw new BackupError(
        `The restore holds ${describeCounts(restored)}, but the backup says ${describeCounts(manifest)}`,
      );
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
