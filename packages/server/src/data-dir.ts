import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The process umask of the shop and its backup commands: what they create is their user's
 * alone (0600 files, 0700 folders). DATA_DIR holds password hashes and e-mail addresses (in
 * the database and its write-ahead log), the token secret and the backups being made.
 */
export const privateUmask = 0o077;

const othersBits = 0o077;
const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/**
 * Makes DATA_DIR 0700 (creating it if need be) and takes the group's and others' bits off
 * everything in it, at every start. PGlite writes the files of a new database 0666 whatever
 * the umask (its file system sets their modes itself), and a DATA_DIR made by an older
 * version is 0755; the private folder alone already keeps other users out.
 */
export async function keepDataDirPrivate(dataDir: string, log: FastifyBaseLogger): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { mode } = await stat(dataDir);
  if (mode & othersBits) {
    await chmod(dataDir, 0o700);
    log.warn(`DATA_DIR ${dataDir} was readable by other users (mode ${octal(mode)}): it is 0700 now`);
  }
  const tightened = await tightenEntries(dataDir);
  if (tightened > 0) log.debug(`${tightened} files and folders in DATA_DIR were made private (0600/0700)`);
}

async function tightenEntries(dataDir: string): Promise<number> {
  let tightened = 0;
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    // A symbolic link's own mode means nothing, and chmod would follow it out of DATA_DIR.
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // The database may remove a file meanwhile (a recycled WAL segment): nothing to tighten.
    const stats = await lstat(file).catch(() => undefined);
    if (!stats || !(stats.mode & othersBits)) continue;
    await chmod(file, stats.mode & 0o700).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    tightened += 1;
  }
  return tightened;
}
