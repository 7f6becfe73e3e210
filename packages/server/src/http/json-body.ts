import type { FastifyInstance } from 'fastify';

/**
 * The shop's API client sends `Content-Type: application/json` on every call, bodiless
 * DELETEs included: an empty body is "no body" rather than a 400. Anything else goes through
 * Fastify's own parser, which refuses `__proto__` and `constructor` poisoning.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
