import { readdir, rename } from 'node:fs/promises';
import { uploadKinds } from '@dhanya/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createDiskStore } from './disk-store.js';
import type { DatabaseUploadStore } from './upload-store.js';
import { storedFilePattern } from './variants.js';

/**
 * Before the database store, a shop on PostgreSQL kept its pictures in DATA_DIR/uploads, and
 * so does the restore of a backup made then. Started on the database store, it copies them in
 * (a name already stored keeps its row) and renames the folder `uploads.imported-<time>`, read
 * once and left for the owner to delete. Answers how many files it copied.
 */
export async function importDiskUploads(
  store: DatabaseUploadStore,
  uploadsDir: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<number> {
  const disk = createDiskStore(uploadsDir);
  let copied = 0;
  for (const kind of uploadKinds) {
    const names = (await disk.list(kind)).filter((fileName) => storedFilePattern.test(fileName));
    if (!names.length) continue;
    const stored = new Set(await store.list(kind));
    for (const fileName of names) {
      const file = stored.has(fileName) ? undefined : await disk.get(kind, fileName);
      if (!file) continue;
      await store.put(kind, fileName, file.bytes);
      copied += 1;
    }
  }
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  if (!entries.some((entry) => entry.isFile())) return copied;
  const kept = `${uploadsDir}.imported-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(uploadsDir, kept);
  log.info(`Copied ${copied} uploaded files from ${uploadsDir} into the database; the folder is now ${kept}`);
  return copied;
}
