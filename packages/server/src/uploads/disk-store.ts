import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadKind } from '@dhanya/api/contract';
import type { DiskUploadStore, StoredFileInfo } from './upload-store.js';

const missing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return undefined;
  throw error;
};

/**
 * Uploads as files under `directory` (DATA_DIR/uploads). Names reach here only once checked
 * against the stored-name pattern (variants.ts), so they never leave their kind's folder.
 */
export function createDiskStore(directory: string): DiskUploadStore {
  const root = path.resolve(directory);
  const kindDirectory = (kind: UploadKind) => path.join(root, kind);
  const fileOf = (kind: UploadKind, fileName: string) => path.join(kindDirectory(kind), fileName);
  const infoOf = async (file: string): Promise<StoredFileInfo | undefined> => {
    const stats = await stat(file).catch(missing);
    return stats?.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : undefined;
  };

  return {
    place: 'disk',
    directory: root,
    kindDirectory,
    async put(kind, fileName, bytes) {
      await mkdir(kindDirectory(kind), { recursive: true, mode: 0o700 });
      const target = fileOf(kind, fileName);
      // Written aside and renamed; the temporary name matches no stored-name pattern, so it is never served.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(kind, fileName) {
      const file = fileOf(kind, fileName);
      const info = await infoOf(file);
      const bytes = info && (await readFile(file).catch(missing));
      return info && bytes ? { ...info, bytes } : undefined;
    },
    stat: (kind, fileName) => infoOf(fileOf(kind, fileName)),
    async delete(kind, fileNames) {
      await Promise.all(fileNames.map((fileName) => rm(fileOf(kind, fileName), { force: true })));
    },
    async list(kind) {
      return (await readdir(kindDirectory(kind)).catch(missing)) ?? [];
    },
  };
}
