import type { DatabaseConnection } from './database.js';
import { connectPglite } from './pglite.js';
import { connectPostgres } from './postgres.js';

export interface ConnectOptions {
  /** PGlite data directory; undefined keeps an embedded database in memory. */
  dataDir?: string | undefined;
  /** postgres://… — use that server instead of the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PostgreSQL only: an isolated schema put first on the search_path (tests). */
  schemaName?: string | undefined;
  /** PGlite only: its shared_buffers in MB (pglite.ts's default without). */
  pgliteSharedBuffersMb?: number | undefined;
  /** PGlite only: start from a dump instead of a fresh initdb (tests). */
  template?: Blob | undefined;
  /** Errors of idle connections, which have no request to fail. */
  onError?: (error: Error) => void;
}

export function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  const onError = options.onError ?? ((error: Error) => console.error(`Database connection error: ${error.message}`));
  if (options.databaseUrl) {
    return connectPostgres({ databaseUrl: options.databaseUrl, schemaName: options.schemaName, onError });
  }
  return connectPglite({
    dataDir: options.dataDir,
    template: options.template,
    sharedBuffersMb: options.pgliteSharedBuffersMb,
  });
}

export type { Database, DatabaseConnection } from './database.js';
