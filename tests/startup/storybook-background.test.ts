// npm start's background Storybook build (scripts/storybook-background.mjs), in a temporary
// repository whose `storybook` CLI is a stand-in that builds, fails or hangs as told: the build
// lands in place whole or not at all, says how it went, and never outlives the shop.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const background = fileURLToPath(new URL('../../scripts/storybook-background.mjs', import.meta.url));

/** `storybook build -o <dir>` as FAKE_STORYBOOK says: `ok`, `fail`, or `hang` half-way. */
const fakeStorybook = `
const fs = require('node:fs');
const out = process.argv[process.argv.indexOf('-o') + 1];
fs.writeFileSync(process.env.FAKE_STORYBOOK_PID, String(process.pid));
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(out + '/iframe.html', '<title>half</title>');
if (process.env.FAKE_STORYBOOK === 'fail') { console.error('SB_PREVIEW_ERROR: a story does not compile'); process.exit(1); }
if (process.env.FAKE_STORYBOOK === 'hang') setInterval(() => {}, 1000);
else fs.writeFileSync(out + '/index.html', '<title>new build</title>');
`;

/** A process that starts the build as start.mjs does, then runs like the server: exit on SIGTERM. */
const shopScript = `
import { buildStorybookInBackground } from ${JSON.stringify(background)};
buildStorybookInBackground(process.argv[1]);
console.log('shop running');
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1000);
`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the background Storybook build of npm start', () => {
  let root: string;
  let shop: ChildProcess | undefined;
  let output = '';
  const at = (...parts: string[]) => path.join(root, ...parts);
  const status = () => JSON.parse(readFileSync(at('storybook-static.status.json'), 'utf8')) as unknown;
  const builderPid = () => Number(readFileSync(at('fake-storybook.pid'), 'utf8'));
  const leftovers = () => readdirSync(root).filter((name) => name.startsWith('storybook-static.partial'));

  function startShop(env: Record<string, string> = {}) {
    output = '';
    shop = spawn(process.execPath, ['--input-type=module', '-e', shopScript, root], {
      env: { ...process.env, FAKE_STORYBOOK_PID: at('fake-storybook.pid'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    shop.stdout?.on('data', (chunk) => (output += chunk));
    shop.stderr?.on('data', (chunk) => (output += chunk));
    return shop;
  }
  const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'dhanya-storybook-build-'));
    mkdirSync(at('node_modules/.bin'), { recursive: true });
    writeFileSync(at('node_modules/.bin/storybook'), fakeStorybook);
    mkdirSync(at('stories'));
    writeFileSync(at('stories/button.stories.tsx'), 'export default {};');
  });
  afterEach(async () => {
    if (shop && shop.exitCode === null && shop.signalCode === null) {
      shop.kill('SIGKILL');
      await exited(shop);
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('moves a finished build into place, as new as its sources were when it started', async () => {
    const before = Date.now();
    startShop({ FAKE_STORYBOOK: 'ok' });
    await expect.poll(() => output, { timeout: 20_000 }).toMatch(/Storybook: built in \d+ s, served at \/storybook\//);
    expect(output).toContain('Storybook: building in the background at low priority');
    expect(readFileSync(at('storybook-static/index.html'), 'utf8')).toBe('<title>new build</title>');
    const stamped = statSync(at('storybook-static/index.html')).mtimeMs;
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThan(statSync(at('storybook-static/iframe.html')).mtimeMs + 1);
    expect(existsSync(at('storybook-static.status.json'))).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('a failed build leaves the previous one served, and says it failed', async () => {
    mkdirSync(at('storybook-static'));
    writeFileSync(at('storybook-static/index.html'), '<title>old build</title>');
    // The stories changed since: the build is stale.
    writeFileSync(at('stories/button.stories.tsx'), 'export default { title: "Button" };');
    const later = new Date(Date.now() + 5_000);
    utimesSync(at('stories/button.stories.tsx'), later, later);

    startShop({ FAKE_STORYBOOK: 'fail' });
    await expect
      .poll(() => output, { timeout: 20_000 })
      .toContain('Storybook: the background build failed (exit code 1)');
    expect(output).toContain('SB_PREVIEW_ERROR: a story does not compile');
    expect(status()).toEqual({ state: 'failed' });
    expect(readFileSync(at('storybook-static/index.html'), 'utf8')).toBe('<title>old build</title>');
    expect(leftovers()).toEqual([]);
  });

  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    it(`stops with the shop (${signal}), leaving no process and no half-written folder`, async () => {
      const running = startShop({ FAKE_STORYBOOK: 'hang' });
      await expect.poll(() => existsSync(at('fake-storybook.pid')), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => leftovers().length).toBe(1);
      expect(status()).toEqual({ state: 'building', pid: expect.any(Number) });
      const builder = builderPid();
      const { pid: worker } = status() as { pid: number };
      expect(isRunning(builder)).toBe(true);

      running.kill(signal);
      await exited(running);
      await expect.poll(() => isRunning(builder), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => isRunning(worker), { timeout: 10_000 }).toBe(false);
      expect(leftovers()).toEqual([]);
      expect(existsSync(at('storybook-static'))).toBe(false);
    });
  }

  it('builds nothing when the build is fresh, or when BUILD_STORYBOOK=false', async () => {
    startShop({ BUILD_STORYBOOK: 'false', FAKE_STORYBOOK: 'ok' });
    await expect
      .poll(() => output, { timeout: 20_000 })
      .toContain('Storybook: not built; /storybook/ says so (BUILD_STORYBOOK=false)');
    expect(existsSync(at('fake-storybook.pid'))).toBe(false);
    shop?.kill('SIGTERM');
    await exited(shop!);

    mkdirSync(at('storybook-static'));
    writeFileSync(at('storybook-static/index.html'), '<title>fresh build</title>');
    const running = startShop({ FAKE_STORYBOOK: 'ok' });
    await expect.poll(() => output).toContain('shop running');
    running.kill('SIGTERM');
    await exited(running);
    expect(output).toBe('shop running\n');
    expect(existsSync(at('fake-storybook.pid'))).toBe(false);
  });
});
