import type { FastifyInstance } from 'fastify';

/** Nothing the shop's pages use; a page cannot be turned into a camera or a tracker. */
const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const oneYear = 365 * 24 * 60 * 60;

/**
 * Headers helmet does not decide for us:
 * - `Cache-Control: no-store` on every answer to a request with a bearer token: a profile,
 *   cart or order list must never sit in a shared or back-button cache;
 * - `Permissions-Policy` on HTML;
 * - HSTS only when the request really came over HTTPS, which a shop behind a proxy
 *   (`TRUST_PROXY`) learns from X-Forwarded-Proto: over plain http it would lock a local
 *   shop's browsers out.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (request.headers.authorization !== undefined && !cacheControl.includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('permissions-policy', permissionsPolicy);
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${oneYear}; includeSubDomains`);
    }
  });
}
