import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { setUploadStore } from './current-store.js';
import { serveUploads } from './serve-uploads.js';
import type { UploadStore } from './upload-store.js';

const megabyte = 1024 * 1024;

/**
 * Multipart parsing for every module's upload routes (registered once, at the root, so all
 * modules share it) and the serving of stored files under /uploads.
 */
export function installUploads(app: FastifyInstance, store: UploadStore): void {
  setUploadStore(store);
  app.register(multipart, {
    limits: { fileSize: 5 * megabyte, files: 1, fields: 20, fieldSize: 100 * 1024 },
  });
  app.register(serveUploads, { store });
}
