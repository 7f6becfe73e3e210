import { createWriteStream, existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Settings } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { BackupError } from './backup-error.js';
import { backupPath } from './backup-route.js';
import { runningServerFile, findRunningServer, type RunningServer } from './running-server.js';
import { stageBackup } from './stage-backup.js';

/**
 * Writes a backup of the shop of `settings` into `file`. A running shop makes it (only its
 * process may open a PGlite directory, and it holds picture deletions while it copies the
 * uploads); with no shop running, this process opens the database itself.
 */
export async function makeBackup(settings: Settings, file: string, say: (line: string) => void): Promise<void> {
  const server = await findRunningServer(settings.dataDir);
  if (server) {
    say(`Asking the shop running on port ${server.port} (pid ${server.pid}) for a backup…`);
    return download(server, settings.dataDir, file);
  }
  say('No shop is running on this DATA_DIR: reading its data directly…');
  return backUpDirectly(settings, file);
}

function download(server: RunningServer, dataDir: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: server.host,
        port: server.port,
        method: 'POST',
        path: backupPath,
        headers: { authorization: `Bearer ${server.token}` },
      },
      (response) => {
        if (response.statusCode === 200) {
          pipeline(response, createWriteStream(file, { mode: 0o600 })).then(resolve, reject);
          return;
        }
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => reject(new BackupError(`The shop answered ${response.statusCode}: ${body}`)));
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          `${runningServerFile(dataDir)} names a running shop (pid ${server.pid}, port ${server.port}), ` +
            `but it does not answer (${error.code ?? error.message}). If no shop is running, delete that file.`,
        ),
      ),
    );
    call.end();
  });
}

async function backUpDirectly(settings: Settings, file: string): Promise<void> {
  if (!settings.databaseUrl && !existsSync(path.join(settings.databaseDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no shop database in ${settings.databaseDir}: nothing to back up`);
  }
  const connection = await connectDatabase({ dataDir: settings.databaseDir, databaseUrl: settings.databaseUrl });
  try {
    const staged = await stageBackup({ connection, ...settings });
    try {
      await staged.writeArchive(file);
    } finally {
      await staged.dispose();
    }
  } finally {
    await connection.close();
  }
}
