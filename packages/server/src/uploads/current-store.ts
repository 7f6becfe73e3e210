import type { DatabaseConnection } from '../db/database.js';
import { createDatabaseStore } from './database-store.js';
import { createDiskStore } from './disk-store.js';
import type { UploadStore } from './upload-store.js';

let current: UploadStore | undefined;

/**
 * Set by the uploads plugin when the app is built. The picture functions take no store so
 * that any module (and the seed) can store a picture with just its kind and bytes; one
 * process serves one shop, so one store per process is all there is.
 */
export function setUploadStore(store: UploadStore): void {
  current = store;
}

export function uploadStore(): UploadStore {
  if (!current) throw new Error('The uploads plugin is not installed: no upload store is set');
  return current;
}

/**
 * PostgreSQL keeps the pictures too, so servers on other machines serve them; PGlite is one
 * process on one machine, whose disk is the cheaper place.
 */
export function uploadStoreFor(connection: DatabaseConnection, uploadsDir: string): UploadStore {
  return connection.kind === 'postgres' ? createDatabaseStore(connection.db) : createDiskStore(uploadsDir);
}
