// `npm run backup [file]` and `npm run restore <file>` (scripts/backup.mjs, scripts/restore.mjs):
// the shop's database and uploads in one archive, and back. Both read DATA_DIR and
// DATABASE_URL as `npm start` does.
import { link, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, readSettings } from '../config.js';
import { privateUmask } from '../data-dir.js';
import { BackupError } from './backup-error.js';
import { makeBackup } from './make-backup.js';
import { describeCounts } from './manifest.js';
import { readManifest } from './read-archive.js';
import { restoreBackup } from './restore-backup.js';

/** npm runs scripts from the repository root; a file name is meant from where npm was run. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const say = (line: string) => process.stdout.write(`${line}\n`);

export async function backup([name]: string[]): Promise<void> {
  const settings = readSettings();
  const file = fromCaller(name ?? `dhanya-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const partial = `${file}.partial`;
  try {
    await makeBackup(settings, partial, say);
    const manifest = await readManifest(partial);
    // A hard link fails if `file` exists: an existing file is never overwritten.
    await link(partial, file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new BackupError(`${file} already exists: give another file name`) : error;
    });
    const { size } = await stat(file);
    say(`Backed up ${describeCounts(manifest)} to ${file} (${(size / 1024 / 1024).toFixed(1)} MB)`);
  } finally {
    await rm(partial, { force: true });
  }
}

export async function restore([name]: string[]): Promise<void> {
  if (!name) throw new BackupError('Which backup? npm run restore <file>');
  const settings = readSettings();
  const manifest = await restoreBackup(fromCaller(name), settings);
  const into = settings.databaseUrl ? 'the database at DATABASE_URL' : settings.dataDir;
  say(`Restored ${describeCounts(manifest)} from the backup of ${manifest.createdAt} into ${into}`);
  if (!process.env.JWT_SECRET) say('Shoppers and staff sign in again: a backup holds no token secret.');
}

/** Runs a command; a refusal is one line on stderr and exit code 1, not a stack trace. */
export async function run(command: (args: string[]) => Promise<void>, args: string[]): Promise<void> {
  // A backup, and a restored DATA_DIR, hold every account's password hash: 0600 files, 0700 folders.
  process.umask(privateUmask);
  try {
    await command(args);
  } catch (error) {
    const expected = error instanceof BackupError || error instanceof ConfigError;
    process.stderr.write(`${expected ? error.message : ((error as Error).stack ?? String(error))}\n`);
    process.exitCode = 1;
  }
}
