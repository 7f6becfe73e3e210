import { readdir } from 'node:fs/promises';
import pg from 'pg';
import type { Settings } from '../config.js';
import { BackupError } from './backup-error.js';
import { countFiles } from './uploads-snapshot.js';

/** Restoring never overwrites: it refuses unless the database and the uploads are empty. */
export async function assertEmptyTarget(settings: Settings): Promise<void> {
  if (await countFiles(settings.uploadsDir)) {
    throw new BackupError(`${settings.uploadsDir} already holds uploaded files: restore only into an empty DATA_DIR`);
  }
  if (settings.databaseUrl) {
    const tables = await countTables(settings.databaseUrl);
    if (tables) {
      throw new BackupError(
        `The database at DATABASE_URL (${describeUrl(settings.databaseUrl)}) already has ${tables} tables: ` +
          'restore only into an empty database',
      );
    }
  } else if ((await readdir(settings.databaseDir).catch(() => [])).length) {
    throw new BackupError(`${settings.databaseDir} already holds a database: restore only into an empty DATA_DIR`);
  }
}

async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
}

/** The server and database of a URL, without its password. */
function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}
