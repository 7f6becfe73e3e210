import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { HttpError } from './errors.js';

/** What /healthz answers; a 503 is the usual error `{ msg }`. Read by load balancers, not by the apps. */
const healthSchema = z.object({ ok: z.literal(true) });

/** GET /healthz: 200 once the database answers (README, Two commands). */
export function installHealthCheck(app: FastifyInstance, db: Database): void {
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, async (request) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      throw new HttpError(503, 'The database is not ready');
    }
    return { ok: true };
  });
}
