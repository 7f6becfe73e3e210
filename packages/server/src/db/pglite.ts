import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgliteConnection } from './database.js';
import * as noticeTables from './notice-schema.js';
import { PrivateNodeFS } from './private-node-fs.js';
import * as tables from './schema.js';

const schema = { ...tables, ...noticeTables };

/**
 * PostgreSQL's shared_buffers, in MB, inside PGlite. Initdb writes 128 MB, and PGlite's
 * WebAssembly memory never gives back what it once touched: 16 MB holds a shop's catalogue of
 * 10,000 products several times over, and the rest stays in the operating system's file cache.
 */
export const defaultSharedBuffersMb = 16;

export interface PgliteOptions {
  /** Data directory; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A dump (`client.dumpDataDir()`) to start from: much faster than a fresh initdb. */
  template?: Blob | undefined;
  sharedBuffersMb?: number | undefined;
}

export async function connectPglite({
  dataDir,
  template,
  sharedBuffersMb = defaultSharedBuffersMb,
}: PgliteOptions): Promise<PgliteConnection> {
  const client = await PGlite.create({
    ...(dataDir ? { fs: new PrivateNodeFS(dataDir) } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
  });
  const db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db,
    client,
    close: () => client.close(),
  };
}
