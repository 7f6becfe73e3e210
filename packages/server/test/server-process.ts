// The built server as `npm start` runs it, in a process of its own, for tests of what only a
// real process shows: signals, sockets, files held open. Not for API behaviour (createTestApp).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, shopBuilds } from '../../../scripts/build-freshness.mjs';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

export const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'dhanya-process-'));

/**
 * The environment of a child process: ours without vitest's NODE_ENV=test, plus `env`. An
 * `npm start` here builds no Storybook: the test would stop it long before it ends.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _testMode, ...inherited } = process.env;
  return { ...inherited, LOG_LEVEL: 'warn', SEED_DEMO: 'false', BUILD_STORYBOOK: 'false', ...env };
}

const buildLock = path.join(repositoryRoot, 'node_modules/.cache/dhanya-server-build.lock');

/** Builds the server when its build is missing or stale, once even if several test files ask at once. */
export async function ensureServerBuilt(): Promise<void> {
  const [server] = shopBuilds(repositoryRoot);
  if (!server) throw new Error('scripts/build-freshness.mjs lists no server build');
  await mkdir(path.dirname(buildLock), { recursive: true });
  for (;;) {
    try {
      await mkdir(buildLock);
      break;
    } catch {
      // A lock left by a test run that died is not waited on forever.
      if (Date.now() - (statSync(buildLock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 120_000) {
        await rm(buildLock, { recursive: true, force: true });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (isStale(server.output, server.sources)) {
      execFileSync('npm', ['run', 'build', '--workspace', server.workspace, '--silent'], {
        cwd: repositoryRoot,
        stdio: 'ignore',
      });
    }
  } finally {
    await rm(buildLock, { recursive: true, force: true });
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<Exit>;
}

export function run(command: string, args: string[], options: Parameters<typeof spawn>[2]): RunningProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited };
}

/** Waits until `condition()` holds, failing with `what` after `ms`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ServerProcess extends RunningProcess {
  port: number;
  dataDir: string;
  url(route: string): string;
  /** SIGTERM, then the exit. */
  stop(): Promise<Exit>;
}

/**
 * `node packages/server/dist/main.js` on a free port; resolves once /healthz answers 200. With
 * `ipc`, the child has an IPC channel (`child.send`), which the shop itself never uses.
 */
export async function startServer({
  dataDir = newDataDir(),
  env = {},
  ipc = false,
}: { dataDir?: string; env?: Record<string, string>; ipc?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const shop = run(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repositoryRoot,
    env: childEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      // As `npm start` runs it (package.json): the bench measures the shop as it is started.
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...env,
    }),
    ...(ipc ? { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] } : {}),
  });
  const url = (route: string) => `http://127.0.0.1:${port}${route}`;
  await until(async () => {
    if (shop.child.exitCode !== null) throw new Error(`The server exited early:\n${shop.output()}`);
    return (await fetch(url('/healthz')).catch(() => undefined))?.ok ?? false;
  }, `the server to answer /healthz:\n${shop.output()}`);
  return {
    ...shop,
    port,
    dataDir,
    url,
    stop() {
      if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGTERM');
      return shop.exited;
    },
  };
}

/** Stops the server (if it runs) and deletes its DATA_DIR. */
export async function disposeServer(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
