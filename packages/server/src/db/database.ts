import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema.js';

/** The drizzle database every module uses; the same type over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a `db.transaction(async (tx) => ...)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Unsubscribe = () => Promise<void>;

interface ConnectionBase {
  db: Database;
  /** Set when this connection lives in its own schema (tests against a shared server). */
  schemaName?: string;
  close(): Promise<void>;
}

export interface PgliteConnection extends ConnectionBase {
  kind: 'pglite';
  client: PGlite;
  listen?: undefined;
  notify?: undefined;
}

export interface PostgresConnection extends ConnectionBase {
  kind: 'postgres';
  pool: pg.Pool;
  /** LISTEN on a dedicated client; `fn('')` is also called after a reconnect, as notices may have been missed. */
  listen(channel: string, fn: (payload: string) => void): Promise<Unsubscribe>;
  notify(channel: string, payload: string): Promise<void>;
}

export type DatabaseConnection = PgliteConnection | PostgresConnection;
