import { writeFile } from 'node:fs/promises';
import type { DatabaseConnection, PgliteConnection, PostgresConnection } from '../db/database.js';
import { BackupError } from './backup-error.js';
import { readFigures, type Figures } from './manifest.js';
import { runPgTool } from './pg-tools.js';

/** Where each kind of database dump sits in the archive. */
export const dumpFiles = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;

/**
 * Dumps the database into `file` and counts its rows in the same consistent view, so the
 * manifest's counts are exactly those of the dump, however busy the shop is. The pictures
 * of the database store are rows of that dump, so they are exactly those its rows name.
 */
export function snapshotDatabase(
  connection: DatabaseConnection,
  databaseUrl: string | undefined,
  file: string,
): Promise<Figures> {
  if (connection.kind === 'pglite') return snapshotPglite(connection, file);
  if (!databaseUrl) throw new BackupError('A PostgreSQL backup needs DATABASE_URL');
  return snapshotPostgres(connection, databaseUrl, file);
}

/**
 * PGlite is one connection; its transaction lock keeps every other statement out. Inside it,
 * after a CHECKPOINT, the data directory is a finished state: copying it (`dumpDataDir`) is
 * what PGlite's own `clone()` does. Only the running process may do this: a second process
 * opening the directory would corrupt it.
 */
async function snapshotPglite({ client }: PgliteConnection, file: string): Promise<Figures> {
  await client.exec('CHECKPOINT');
  const { figures, dump } = await client.transaction(async (tx) => ({
    figures: await readFigures(tx),
    dump: await client.dumpDataDir('none'),
  }));
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  return figures;
}

/** pg_dump reads the snapshot exported by the transaction that counted the rows. */
async function snapshotPostgres({ pool }: PostgresConnection, databaseUrl: string, file: string): Promise<Figures> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const figures = await readFigures(client);
    await runPgTool(
      'pg_dump',
      [
        '--format=custom',
        '--compress=0', // the archive is gzipped as a whole
        '--no-owner',
        '--no-privileges',
        '--no-comments', // COMMENT ON EXTENSION needs the extension's owner to restore
        `--snapshot=${rows[0]!.snapshot}`,
        `--file=${file}`,
      ],
      databaseUrl,
    );
    return figures;
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}
