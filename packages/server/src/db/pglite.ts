import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgliteConnection } from './database.js';
import * as schema from './schema.js';

export interface PgliteOptions {
  /** Data directory; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A dump (`client.dumpDataDir()`) to start from: much faster than a fresh initdb. */
  template?: Blob | undefined;
}

export async function connectPglite({ dataDir, template }: PgliteOptions): Promise<PgliteConnection> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db,
    client,
    close: () => client.close(),
  };
}
