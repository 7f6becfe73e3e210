import { extract, list, type ReadEntry } from 'tar';
import { BackupError } from './backup-error.js';
import { backupFormat, manifestSchema, type Manifest } from './manifest.js';

const topLevel = new Set(['manifest.json', 'database', 'uploads']);

/**
 * Reads the whole archive (so a truncated or corrupt file is found now, not at restore time)
 * and answers its manifest.
 */
export async function readManifest(file: string): Promise<Manifest> {
  let text: string | undefined;
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        if (entry.path !== 'manifest.json') return entry.resume();
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup archive: ${(error as Error).message}`);
  }
  if (text === undefined) throw new BackupError(`${file} is not a Dhanya backup: it has no manifest.json`);
  const manifest = manifestSchema.safeParse(JSON.parse(text));
  if (!manifest.success) throw new BackupError(`${file} has a manifest this version cannot read`);
  if (manifest.data.format > backupFormat) {
    throw new BackupError(
      `${file} is in backup format ${manifest.data.format}; this version of Dhanya reads up to ${backupFormat}`,
    );
  }
  return manifest.data;
}

/** Unpacks the archive's own entries into `folder`; tar refuses absolute paths and `..`. */
export function extractArchive(file: string, folder: string): Promise<void> {
  return extract({
    file,
    cwd: folder,
    strict: true,
    filter: (entryPath) => topLevel.has(entryPath.split('/')[0] ?? ''),
  });
}
