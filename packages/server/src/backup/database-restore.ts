import { readFile, rm } from 'node:fs/promises';
import pg from 'pg';
import type { Settings } from '../config.js';
import { connectPglite } from '../db/pglite.js';
import { BackupError } from './backup-error.js';
import { readFigures, type Figures, type Manifest } from './manifest.js';

type Restored = Omit<Figures, 'version'>;

const restoredFigures = async (db: Parameters<typeof readFigures>[0]): Promise<Restored> => {
  const { version: _version, ...restored } = await readFigures(db);
  return restored;
};
import { runPgTool } from './pg-tools.js';

/** Loads a dump into the (checked empty) database of `settings`; answers what it now holds. */
export async function restoreDatabase(kind: Manifest['database'], dump: string, settings: Settings): Promise<Restored> {
  if (kind === 'pglite') return restorePglite(dump, settings.databaseDir);
  if (!settings.databaseUrl) throw new BackupError('A PostgreSQL backup is restored into DATABASE_URL');
  return restorePostgres(dump, settings.databaseUrl);
}

async function restorePglite(dump: string, databaseDir: string): Promise<Restored> {
  let connection;
  try {
    connection = await connectPglite({ dataDir: databaseDir, template: new Blob([await readFile(dump)]) });
  } catch (error) {
    // The folder was empty before: what is there now is a half-loaded copy.
    await rm(databaseDir, { recursive: true, force: true });
    throw error;
  }
  try {
    return await restoredFigures(connection.client);
  } finally {
    await connection.close();
  }
}

/** One transaction: a restore that fails leaves the database as empty as it was. */
async function restorePostgres(dump: string, databaseUrl: string): Promise<Restored> {
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump],
    databaseUrl,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await restoredFigures(client);
  } finally {
    await client.end();
  }
}
