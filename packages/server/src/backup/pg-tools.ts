import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.js';

/**
 * Runs PostgreSQL's pg_dump or pg_restore against `databaseUrl`. The password goes in
 * PGPASSWORD rather than on the command line, where `ps` would show it.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };

  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.href}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found. It comes with PostgreSQL's client tools, of the server's major ` +
                'version or newer (Debian: apt-get install postgresql-client).',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${errors.trim()}`));
    });
  });
}
