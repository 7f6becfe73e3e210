import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DatabaseConnection } from './database.js';
import { withInstanceLock } from './instance-lock.js';

/**
 * packages/server/drizzle, found by walking up from this file: it is src/db/ under tsx and
 * vitest, and dist/ once bundled by tsup.
 */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from, depth = 0; depth < 5; dir = path.dirname(dir), depth++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`Cannot find the migrations folder (drizzle/meta/_journal.json) above ${from}`);
}

/** Brings the schema up to date with drizzle's migrator; safe to call on every start. */
export async function migrateDatabase(
  connection: DatabaseConnection,
  migrationsFolder = findMigrationsFolder(),
): Promise<void> {
  const { schemaName } = connection;
  const migrations = readMigrationFiles({ migrationsFolder }).map((migration) => ({
    ...migration,
    // drizzle-kit writes foreign keys as "public"."table"; in an isolated schema they must
    // resolve through the search_path instead.
    sql: schemaName ? migration.sql.map((statement) => statement.replaceAll('"public".', '')) : migration.sql,
  }));
  const config = { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' };
  // The dialect's migrate is typed for a schema-less session; ours carries the schema's tables.
  const session = connection.db._.session as unknown as Parameters<PgDialect['migrate']>[1];
  const run = () => new PgDialect().migrate(migrations, session, config);

  return withInstanceLock(connection, `dhanya-migrate:${config.migrationsSchema}`, run);
}
