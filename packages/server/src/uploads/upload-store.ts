import type { UploadKind } from '@dhanya/api/contract';

/** What is known of a stored file without reading it. */
export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

interface StoredFile extends StoredFileInfo {
  bytes: Buffer;
}

interface UploadStoreBase {
  /** Stores `bytes` under `fileName`, replacing a file of that name; no reader ever sees half a file. */
  put(kind: UploadKind, fileName: string, bytes: Buffer): Promise<void>;
  get(kind: UploadKind, fileName: string): Promise<StoredFile | undefined>;
  stat(kind: UploadKind, fileName: string): Promise<StoredFileInfo | undefined>;
  /** Deletes what there is of these names; a name already gone is no error. */
  delete(kind: UploadKind, fileNames: readonly string[]): Promise<void>;
  /** Every name stored for `kind` (tests, backups, imports; never a request's work). */
  list(kind: UploadKind): Promise<string[]>;
}

/** DATA_DIR/uploads/<kind>/<file>: one machine's disk, the store with PGlite. */
export interface DiskUploadStore extends UploadStoreBase {
  place: 'disk';
  directory: string;
  kindDirectory(kind: UploadKind): string;
}

/** The `uploads` table: the store with PostgreSQL, shared by every server on the database. */
export interface DatabaseUploadStore extends UploadStoreBase {
  place: 'database';
}

/** Where uploaded pictures' bytes live: the only thing the picture code knows of it. */
export type UploadStore = DiskUploadStore | DatabaseUploadStore;
