import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * DATA_DIR/server.json: written by a running shop, read by `npm run backup` and `restore`.
 * It says where the shop listens and holds a random token for its backup route; only who can
 * read DATA_DIR (mode 0600) can ask for a backup.
 */
const runningServerSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  port: z.number().int().positive(),
  token: z.string().min(32),
});
export type RunningServer = z.infer<typeof runningServerSchema>;

const fileIn = (dataDir: string) => path.join(dataDir, 'server.json');

/** Writes the file for this process; the answer removes it again (if it is still ours). */
export async function announceServer(
  dataDir: string,
  server: Omit<RunningServer, 'pid'>,
): Promise<() => Promise<void>> {
  const file = fileIn(dataDir);
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, JSON.stringify({ pid: process.pid, ...server }), { mode: 0o600 });
  await rename(partial, file);
  return async () => {
    if ((await readRunningServer(file))?.pid === process.pid) await rm(file, { force: true });
  };
}

/** The shop running on this DATA_DIR, if its process is alive (a crashed shop leaves its file). */
export async function findRunningServer(dataDir: string): Promise<RunningServer | undefined> {
  const server = await readRunningServer(fileIn(dataDir));
  return server && isAlive(server.pid) ? server : undefined;
}

export const runningServerFile = fileIn;

async function readRunningServer(file: string): Promise<RunningServer | undefined> {
  try {
    return runningServerSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
