// The real shop, started the way `npm start` starts it (`node scripts/start.mjs`, which builds
// what is stale) on a free port and a new DATA_DIR (the demo seed is on by default).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startupTimeoutMs = 180_000;
const stopTimeoutMs = 10_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the shop; `ready()` waits for GET /healthz, `stop()` ends the shop and deletes its
 * DATA_DIR. Register `stop` for cleanup before awaiting `ready()`.
 */
export async function launchShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dhanya-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  // Its own process group: Ctrl-C reaches only the benchmark, which then stops the shop
  // (and any build start.mjs is running) with SIGTERM and cleans up.
  const shop = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    // No Storybook build competing with Lighthouse for the CPU.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', BUILD_STORYBOOK: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => shop.once('exit', resolve));
  const running = () => shop.exitCode === null && shop.signalCode === null;

  async function stop() {
    if (running()) {
      signal('SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), sleep(stopTimeoutMs).then(() => true)]);
      if (timedOut) signal('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  function signal(name) {
    try {
      process.kill(-shop.pid, name);
    } catch {
      // Already gone.
    }
  }

  async function ready() {
    const deadline = Date.now() + startupTimeoutMs;
    for (;;) {
      if (!running()) throw new Error(`the shop exited before answering /healthz:\n${output}`);
      const health = await fetch(`${origin}/healthz`).catch(() => undefined);
      if (health?.ok) return;
      if (Date.now() > deadline) throw new Error(`the shop never answered /healthz:\n${output}`);
      await sleep(250);
    }
  }

  return { origin, ready, stop };
}
