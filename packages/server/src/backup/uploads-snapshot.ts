import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Mirrors the uploads folder into `to` with hard links (instant, no extra space: the picture
 * files are never rewritten in place), copying where a link is not possible (another file
 * system). Answers how many files it took; a missing folder is an empty one.
 */
export async function snapshotUploads(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let files = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      files += await snapshotUploads(source, target);
    } else if (entry.isFile() && (await linkOrCopy(source, target))) {
      files += 1;
    }
  }
  return files;
}

/**
 * False when the file is gone: a deletion that had begun before removals were held (its row
 * was already deleted, so the database snapshot does not name it) may finish under us.
 */
async function linkOrCopy(source: string, target: string): Promise<boolean> {
  const gone = (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return false;
    throw error;
  };
  return link(source, target).then(
    () => true,
    () => copyFile(source, target).then(() => true, gone),
  );
}

/** How many files lie below `folder` (0 when it does not exist). */
export async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries.filter((entry) => entry.isFile()).length;
}
