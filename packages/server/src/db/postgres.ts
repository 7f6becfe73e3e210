import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PostgresConnection, Unsubscribe } from './database.js';
import { createListener } from './postgres-listener.js';
import { assertPlainName } from './schema-name.js';
import * as noticeTables from './notice-schema.js';
import * as tables from './schema.js';

const schema = { ...tables, ...noticeTables };

export interface PostgresOptions {
  databaseUrl: string;
  /** Create this schema and put it first on every connection's search_path (test isolation). */
  schemaName?: string | undefined;
  onError: (error: Error) => void;
}

export async function connectPostgres({
  databaseUrl,
  schemaName,
  onError,
}: PostgresOptions): Promise<PostgresConnection> {
  if (schemaName) await prepareSchema(databaseUrl, assertPlainName(schemaName, 'The schema name'));
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(schemaName ? { options: `-c search_path=${schemaName},public` } : {}),
  });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', onError);
  const db = drizzle({ client: pool, schema });
  const listener = createListener(databaseUrl, onError);
  // Test schemas share one server: their notifications must not reach each other.
  const scoped = (channel: string) => assertPlainName(schemaName ? `${schemaName}__${channel}` : channel, 'A channel');

  return {
    kind: 'postgres',
    db,
    pool,
    ...(schemaName ? { schemaName } : {}),
    listen: (channel, fn): Promise<Unsubscribe> => listener.listen(scoped(channel), fn),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [scoped(channel), payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** The schema for this connection, and pg_trgm in public where every schema's search_path finds it. */
async function prepareSchema(databaseUrl: string, schemaName: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    } catch (error) {
      // Two test files creating the extension at once: one wins, the other sees a duplicate.
      const { rowCount } = await client.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
      if (!rowCount) throw error;
    }
  } finally {
    await client.end();
  }
}
