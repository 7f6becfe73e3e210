import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from './errors.js';

/** GET /healthz: 200 once the database answers (RUN-CONTRACT.md). */
export function installHealthCheck(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async (request) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      throw new HttpError(503, 'The database is not ready');
    }
    return { ok: true };
  });
}
