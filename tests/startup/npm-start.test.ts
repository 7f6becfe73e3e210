// RUN-CONTRACT.md as a user meets it: `npm start` on a new DATA_DIR serves the demo shop,
// stops cleanly on SIGTERM, and after a restart finds the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('npm start', () => {
  let dataDir: string;
  let port: number;
  let shop: ChildProcess | undefined;
  let output = '';

  const url = (route: string) => `http://127.0.0.1:${port}${route}`;

  async function start() {
    output = '';
    // What `npm start` runs, without npm in between, so SIGTERM reaches the shop itself.
    shop = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'owner@dhanya.example',
        ADMIN_PASSWORD: 'owner-pass-2026',
        LOG_LEVEL: 'warn',
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

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dhanya-start-'));
    port = await freePort();
    await start();
  });

  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the demo shop on PORT and prints the URL to open', async () => {
    expect(output).toContain(`Dhanya is ready at http://localhost:${port}`);
    const products = (await (await fetch(url('/api/product/get'))).json()) as { image: string }[];
    expect(products.length).toBeGreaterThanOrEqual(40);
    const picture = await fetch(url(`/uploads/products/${products[0]!.image}`));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('[SERVER-09] makes the admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const login = await fetch(url('/api/user/login-user'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@dhanya.example', password: 'owner-pass-2026' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: number } }).user.role).toBe(1);
  });

  it('stops with exit code 0 on SIGTERM and keeps its data across a restart', async () => {
    const signup = await fetch(url('/api/user/create-user'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@example.in',
        phoneNumber: '98450 12345',
        countryCode: '+91',
        password: 'rice-and-dal',
        confirmPassword: 'rice-and-dal',
        country: 'India',
        region: 'Karnataka',
      }),
    });
    expect(signup.status).toBe(201);
    const before = ((await (await fetch(url('/api/product/get'))).json()) as unknown[]).length;

    expect(await stop()).toBe(0);
    await start();

    const login = await fetch(url('/api/user/login-user'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'meera@example.in', password: 'rice-and-dal' }),
    });
    expect(login.status).toBe(200);
    const after = ((await (await fetch(url('/api/product/get'))).json()) as unknown[]).length;
    expect(after).toBe(before);
  });
});
