// `npm start` serves the static Storybook at /storybook/. When that build is missing or older
// than its sources, it is made in the background (storybook-build.mjs) at the lowest CPU
// priority, so the shop does not wait for it; until it is in place the server answers
// /storybook/ with a page saying why (packages/server/src/http/storybook.ts), from the status
// file written here. BUILD_STORYBOOK=false skips it.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, storybookBuild } from './build-freshness.mjs';

const worker = fileURLToPath(new URL('./storybook-build.mjs', import.meta.url));

/** False when `BUILD_STORYBOOK` says no (`false`, `0`, `no`). */
export function storybookBuildWanted(env = process.env) {
  return !['false', '0', 'no'].includes((env.BUILD_STORYBOOK ?? '').trim().toLowerCase());
}

/** Starts the Storybook build if it is stale and wanted; it ends when this process does. */
export function buildStorybookInBackground(root) {
  const { output, sources } = storybookBuild(root);
  if (!isStale(output, sources)) return;
  if (!storybookBuildWanted()) {
    const what = existsSync(output) ? 'older than its sources, not rebuilt' : 'not built; /storybook/ says so';
    console.log(`Storybook: ${what} (BUILD_STORYBOOK=false)`);
    return;
  }

  // Read by the server: packages/server/src/http/frontends.ts names the same file.
  const statusFile = path.join(root, 'storybook-static.status.json');
  const setStatus = (status) => writeFileSync(statusFile, `${JSON.stringify(status)}\n`);
  const startedAt = Date.now();

  // Its own process group (detached), so that stopping it stops storybook's own children too.
  const build = spawn('nice', ['-n', '19', process.execPath, worker, root], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stopBuild = () => {
    try {
      process.kill(-build.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  let settled = false;
  const failed = (why) => {
    if (settled) return;
    settled = true;
    setStatus({ state: 'failed' });
    console.log(`Storybook: the background build failed (${why}); /storybook/ says so`);
  };

  build.once('error', (error) => failed(error.message));
  build.once('spawn', () => {
    setStatus({ state: 'building', pid: build.pid });
    console.log('Storybook: building in the background at low priority; /storybook/ shows it once ready');
    // Every way this process ends through process.exit: a graceful stop, a failed start.
    process.on('exit', stopBuild);
  });
  build.once('exit', (code, signal) => {
    process.off('exit', stopBuild);
    if (code !== 0) return failed(signal ?? `exit code ${code}`);
    settled = true;
    rmSync(statusFile, { force: true });
    console.log(`Storybook: built in ${Math.round((Date.now() - startedAt) / 1000)} s, served at /storybook/`);
  });
  // The build never keeps the shop's process alive on its own.
  build.unref();
  build.channel?.unref();
}
