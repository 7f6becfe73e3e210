import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { uploads } from '../db/schema.js';
import type { DatabaseUploadStore } from './upload-store.js';

const byName = (kind: string, fileName: string) => and(eq(uploads.kind, kind), eq(uploads.fileName, fileName));

/**
 * Uploads as rows of `uploads`, one per file, read by primary key: every server on the
 * database stores and serves the same pictures, and a database backup holds them all.
 */
export function createDatabaseStore(db: Database): DatabaseUploadStore {
  return {
    place: 'database',
    async put(kind, fileName, bytes) {
      const row = { bytes, size: bytes.length, createdAt: new Date() };
      await db
        .insert(uploads)
        .values({ kind, fileName, ...row })
        .onConflictDoUpdate({ target: [uploads.kind, uploads.fileName], set: row });
    },
    async get(kind, fileName) {
      const [row] = await db
        .select({ bytes: uploads.bytes, size: uploads.size, modifiedAt: uploads.createdAt })
        .from(uploads)
        .where(byName(kind, fileName));
      return row;
    },
    async stat(kind, fileName) {
      const [row] = await db
        .select({ size: uploads.size, modifiedAt: uploads.createdAt })
        .from(uploads)
        .where(byName(kind, fileName));
      return row;
    },
    async delete(kind, fileNames) {
      if (!fileNames.length) return;
      await db.delete(uploads).where(and(eq(uploads.kind, kind), inArray(uploads.fileName, [...fileNames])));
    },
    async list(kind) {
      const rows = await db
        .select({ fileName: uploads.fileName })
        .from(uploads)
        .where(eq(uploads.kind, kind))
        .orderBy(uploads.fileName);
      return rows.map((row) => row.fileName);
    },
  };
}
