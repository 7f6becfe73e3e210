import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create as createTar } from 'tar';
import type { DatabaseConnection } from '../db/database.js';
import { withRemovalsHeld } from '../uploads/removal-hold.js';
import { backupFormat, type Manifest } from './manifest.js';
import { dumpFiles, snapshotDatabase } from './database-snapshot.js';
import { snapshotUploads } from './uploads-snapshot.js';

export interface BackupSource {
  connection: DatabaseConnection;
  databaseUrl?: string | undefined;
  dataDir: string;
  uploadsDir: string;
}

export interface StagedBackup {
  manifest: Manifest;
  /** The staging folder (in DATA_DIR), gone after `dispose`. */
  folder: string;
  /** Writes the archive (tar + gzip): manifest.json, then database/, then uploads/<kind>/<file>. */
  writeArchive(file: string): Promise<void>;
  /** Removes the staging folder. */
  dispose(): Promise<void>;
}

/**
 * Puts a backup together in a staging folder inside DATA_DIR (the same file system as the
 * uploads, so they can be hard-linked): the database dump and a link to every uploaded file,
 * taken while no picture may be deleted, so each picture the dump names is there. With the
 * database store the pictures are in the dump and the uploads folder is empty.
 */
export async function stageBackup(source: BackupSource): Promise<StagedBackup> {
  const staging = path.join(source.dataDir, `.backup-${Date.now()}-${randomBytes(4).toString('hex')}`);
  const dispose = () => rm(staging, { recursive: true, force: true });
  try {
    const kind = source.connection.kind;
    await mkdir(path.join(staging, 'database'), { recursive: true, mode: 0o700 });
    const { snapshot, uploadedFiles } = await withRemovalsHeld(async () => ({
      snapshot: await snapshotDatabase(source.connection, source.databaseUrl, path.join(staging, dumpFiles[kind])),
      uploadedFiles: await snapshotUploads(source.uploadsDir, path.join(staging, 'uploads')),
    }));
    const manifest: Manifest = {
      format: backupFormat,
      createdAt: new Date().toISOString(),
      database: kind,
      databaseVersion: snapshot.version,
      rows: snapshot.rows,
      uploadedFiles,
      uploadsInDatabase: snapshot.uploadsInDatabase,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return {
      manifest,
      folder: staging,
      writeArchive: (file) =>
        // 0600: the archive holds every account's password hash and e-mail address.
        createTar({ file, mode: 0o600, cwd: staging, gzip: true, portable: true }, [
          'manifest.json',
          'database',
          'uploads',
        ]),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
