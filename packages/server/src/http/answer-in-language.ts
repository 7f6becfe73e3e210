import { answerInLanguage, contentReading } from '@dhanya/api/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Every other JSON answer (writes, carts, the admin's reads) in the language its request asks
 * for, as the read cache serializes the answers it keeps (cache/read-cache.ts).
 */
export function installContentLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    answerInLanguage(payload, contentReading(request.query)),
  );
}
