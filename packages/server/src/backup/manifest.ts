import { getTableName } from 'drizzle-orm';
import { z } from 'zod';
import { categories, orders, products, users } from '../db/schema.js';

/** Raised when the archive layout or the manifest changes in a way older readers cannot follow. */
export const backupFormat = 1;

const count = z.number().int().nonnegative();
const rowCountsSchema = z.object({ products: count, categories: count, orders: count, users: count });
export type RowCounts = z.infer<typeof rowCountsSchema>;

/** `manifest.json`, the first entry of every backup archive. */
export const manifestSchema = z.object({
  format: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  /** Which restore it needs: a PGlite data directory or a pg_dump archive. */
  database: z.enum(['pglite', 'postgres']),
  databaseVersion: z.string(),
  rows: rowCountsSchema,
  uploadedFiles: count,
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Anything that runs a SQL text: a PGlite transaction, a pg client or pool. */
export interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

const countedTables = { products, categories, orders, users };
const figuresQuery = `select ${Object.entries(countedTables)
  .map(([name, table]) => `(select count(*) from "${getTableName(table)}")::int as "${name}"`)
  .join(', ')}, current_setting('server_version') as version`;

/** The row counts a person checks a backup or a restore by, and the database's version. */
export async function readFigures(db: Queryable): Promise<{ rows: RowCounts; version: string }> {
  const [row] = (await db.query(figuresQuery)).rows as Array<RowCounts & { version: string }>;
  if (!row) throw new Error('The database answered no counts');
  const { version, ...rows } = row;
  return { rows: rowCountsSchema.parse(rows), version };
}

export function describeCounts({ rows, uploadedFiles }: Pick<Manifest, 'rows' | 'uploadedFiles'>): string {
  return (
    `${rows.products} products, ${rows.categories} categories, ${rows.orders} orders, ` +
    `${rows.users} users, ${uploadedFiles} uploaded files`
  );
}
