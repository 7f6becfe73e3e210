// The shop as the README starts it: package.json's own `start` command, run by `sh -c` as
// npm runs it but without npm in between, so SIGTERM reaches the shop itself (the command
// `exec`s node), on a free port and a new DATA_DIR.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySeededDataDir, seededDataDir } from './seeded-data-dir';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm start`'s command: `exec env MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node scripts/start.mjs`. */
const startCommand = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

export const shopAdmin = { email: 'owner@dhanya.example', password: 'owner-pass-2026' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ShopProcess = {
  url: (route?: string) => string;
  port: number;
  dataDir: string;
  /** Everything the shop printed since it was last started. */
  output: () => string;
  start: () => Promise<void>;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
  /** Stops the shop and deletes its DATA_DIR. */
  dispose: () => Promise<void>;
};

/**
 * `env`: more of the environment, e.g. a shortened payment window. `seeded`: the shop starts on a
 * copy of the run's seeded demo shop (seeded-data-dir.ts), as a restart, not as a first start.
 */
export async function createShopProcess({
  env = {},
  seeded = false,
}: { env?: Record<string, string>; seeded?: boolean } = {}): Promise<ShopProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dhanya-shop-'));
  if (seeded) copySeededDataDir(await seededDataDir(root, shopAdmin), dataDir);
  const port = await freePort();
  let shop: ChildProcess | undefined;
  let output = '';
  const url = (route = '/') => `http://127.0.0.1:${port}${route}`;

  async function start() {
    output = '';
    shop = spawn('sh', ['-c', startCommand], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: shopAdmin.email,
        ADMIN_PASSWORD: shopAdmin.password,
        LOG_LEVEL: 'warn',
        // A Storybook build started here would be stopped with the shop long before it ends.
        BUILD_STORYBOOK: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    shop.stdout?.on('data', (chunk) => (output += chunk));
    shop.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (shop.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      const health = await fetch(url('/healthz')).catch(() => undefined);
      if (health?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the shop never answered /healthz:\n${output}`);
  }

  function stop(): Promise<number | null> {
    const running = shop;
    if (!running || running.exitCode !== null || running.signalCode !== null) {
      return Promise.resolve(running?.exitCode ?? null);
    }
    return new Promise((resolve) => {
      running.once('exit', (code) => resolve(code));
      running.kill('SIGTERM');
    });
  }

  return {
    url,
    port,
    dataDir,
    output: () => output,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
