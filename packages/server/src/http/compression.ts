import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli (or gzip for older clients) for every text answer of 1 KiB or more: rendered pages
 * and JSON, compressed as they stream. Built front-end files are not compressed per request:
 * they are sent precompressed from the build (frontends.ts). Images are already compressed.
 */
export function installCompression(app: FastifyInstance) {
  app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
