import type { DatabaseConnection } from './database.js';

/**
 * Runs `fn` while no other server on this PostgreSQL database runs work of the same `name`
 * (a session advisory lock): several instances started at once migrate and seed one after
 * the other, and the later ones find nothing left to do. PGlite has one process: it just runs.
 */
export async function withInstanceLock<T>(
  connection: DatabaseConnection,
  name: string,
  fn: () => Promise<T>,
): Promise<T> {
  if (connection.kind === 'pglite') return fn();
  const lock = await connection.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    return await fn();
  } finally {
    const failed = await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).then(
      () => undefined,
      (error: Error) => error,
    );
    // A connection that may still hold the lock is closed, not handed back to the pool.
    lock.release(failed);
  }
}
