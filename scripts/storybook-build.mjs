// `node scripts/storybook-build.mjs <root>`: the Storybook build `npm start` runs in the
// background (storybook-background.mjs starts it). `storybook build` writes a folder of its
// own, which is moved into place only once complete: the server never serves a half-written
// build, and a failed one leaves the previous build. Exits 0 once the new build is in place.
import { spawn } from 'node:child_process';
import { renameSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const target = path.join(root, 'storybook-static');
const partial = `${target}.partial-${process.pid}`;
const startedAt = new Date();

const build = spawn(
  process.execPath,
  [path.join(root, 'node_modules/.bin/storybook'), 'build', '-o', partial, '--quiet'],
  { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
const keepTail = (chunk) => (output = (output + chunk).slice(-6000));
build.stdout.on('data', keepTail);
build.stderr.on('data', keepTail);

// Asked to stop (the shop stops), or the shop is gone without asking (its IPC channel closed):
// the build goes too, and its half-written folder with it.
let cancelled = false;
function cancel() {
  if (cancelled) return;
  cancelled = true;
  build.kill('SIGTERM');
  setTimeout(() => build.kill('SIGKILL'), 5_000).unref();
}
process.on('SIGTERM', cancel);
process.on('SIGINT', cancel);
process.on('disconnect', cancel);

build.on('close', (code, signal) => {
  if (code === 0 && !cancelled) {
    moveIntoPlace();
    process.exit(0);
  }
  rmSync(partial, { recursive: true, force: true });
  if (!cancelled) process.stderr.write(`storybook build exited with ${signal ?? code}; its last output:\n${output}\n`);
  process.exit(1);
});

function moveIntoPlace() {
  // As new as its sources were when it started: one edited during the build makes it stale.
  utimesSync(path.join(partial, 'index.html'), startedAt, startedAt);
  // Two renames, not a copy: between them (microseconds) /storybook/ says "being built".
  const previous = `${target}.previous-${process.pid}`;
  try {
    renameSync(target, previous);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  renameSync(partial, target);
  rmSync(previous, { recursive: true, force: true });
}
