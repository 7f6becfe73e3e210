import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';

/**
 * Tables that record the requests themselves, refused ones included, on purpose: failed
 * logins and per-address request counts. Every other table must not change on a 4xx.
 */
const requestBookkeeping = new Set(['login_limits', 'rate_limit_hits']);

/** The rows of a raw query, on PGlite and on node-postgres alike. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * One query that sums up the shop's data: each table's row count and a hash of its rows.
 * Equal before and after a request means the request changed nothing.
 */
export async function fingerprintQuery(db: Database): Promise<() => Promise<string>> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !requestBookkeeping.has(name) && !name.startsWith('__'));
  if (tables.length === 0) throw new Error('No tables to fingerprint: is the search path right?');

  const parts = tables.map(
    (name) => `(select '${name}=' || count(*) || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), ''))
      from "${name}" t)`,
  );
  const query = sql.raw(`select concat_ws(' ', ${parts.join(', ')}) as fingerprint`);
  return async () => {
    const [row] = await queryRows<{ fingerprint: string }>(db, query);
    return row!.fingerprint;
  };
}
