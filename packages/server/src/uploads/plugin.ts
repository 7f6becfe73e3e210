import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { setUploadsDirectory } from './directory.js';
import { serveUploads } from './serve-uploads.js';

const megabyte = 1024 * 1024;

/**
 * Multipart parsing for every module's upload routes (registered once, at the root, so all
 * modules share it) and the serving of stored files under /uploads.
 */
export function installUploads(app: FastifyInstance, config: Pick<Config, 'uploadsDir'>): void {
  setUploadsDirectory(config.uploadsDir);
  app.register(multipart, {
    limits: { fileSize: 5 * megabyte, files: 1, fields: 20, fieldSize: 100 * 1024 },
  });
  app.register(serveUploads);
}
