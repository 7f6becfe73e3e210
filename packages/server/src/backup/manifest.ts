import { getTableName } from 'drizzle-orm';
import { z } from 'zod';
import { categories, orders, products, uploads, users } from '../db/schema.js';

/** Raised when the archive layout or the manifest changes in a way older readers cannot follow. */
export const backupFormat = 1;

const count = z.number().int().nonnegative();
const rowCountsSchema = z.object({ products: count, categories: count, orders: count, users: count });
type RowCounts = z.infer<typeof rowCountsSchema>;

/** `manifest.json`, the first entry of every backup archive. */
export const manifestSchema = z.object({
  format: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  /** Which restore it needs: a PGlite data directory or a pg_dump archive. */
  database: z.enum(['pglite', 'postgres']),
  databaseVersion: z.string(),
  rows: rowCountsSchema,
  /** Files under the archive's uploads/: the disk store's pictures (PGlite). */
  uploadedFiles: count,
  /**
   * Rows of the `uploads` table inside the dump: the database store's pictures (PostgreSQL).
   * Absent from backups made before that store: readers before it ignore it and restore the
   * table with the rest of the dump.
   */
  uploadsInDatabase: count.default(0),
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

export interface Figures extends Pick<Manifest, 'rows' | 'uploadsInDatabase'> {
  version: string;
}

const uploadsTable = getTableName(uploads);

/**
 * The row counts a person checks a backup or a restore by, the pictures the database holds
 * and the database's version. A database from before the upload store has no `uploads` table.
 */
export async function readFigures(db: Queryable): Promise<Figures> {
  const [row] = (await db.query(figuresQuery)).rows as Array<RowCounts & { version: string }>;
  if (!row) throw new Error('The database answered no counts');
  const { version, ...rows } = row;
  const [table] = (await db.query(`select to_regclass('${uploadsTable}') is not null as present`)).rows as Array<{
    present: boolean;
  }>;
  const [stored] = table?.present
    ? ((await db.query(`select count(*)::int as n from "${uploadsTable}"`)).rows as Array<{ n: number }>)
    : [];
  return { rows: rowCountsSchema.parse(rows), uploadsInDatabase: stored?.n ?? 0, version };
}

type Counted = Pick<Manifest, 'rows' | 'uploadedFiles' | 'uploadsInDatabase'>;

export function describeCounts({ rows, uploadedFiles, uploadsInDatabase }: Counted): string {
  return (
    `${rows.products} products, ${rows.categories} categories, ${rows.orders} orders, ` +
    `${rows.users} users, ${uploadedFiles + uploadsInDatabase} uploaded files`
  );
}
