import type { FastifyInstance } from 'fastify';

const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The browser apps call http://localhost:5000 when they run under a Vite dev server on
 * another localhost port (API-01). Only local origins are allowed; tokens travel
 * in the Authorization header, never in cookies, so no credentials mode is needed.
 */
export function allowLocalDevOrigins(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !localOrigin.test(origin)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
}
