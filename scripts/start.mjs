// `npm start` (RUN-CONTRACT.md): build what is not built yet, then run the shop as ONE
// Node.js process on PORT (5000): the API, /uploads, /healthz and the front-end builds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function run(script, workspace) {
  const args = ['run', script, ...(workspace ? ['--workspace', workspace] : []), '--silent'];
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Until the storefront package exists, the shop's front end is its Storybook (at /storybook/).
if (!existsSync(path.join(root, 'storybook-static/index.html'))) {
  console.log('Building Storybook (first start only)…');
  run('build-storybook');
}
// The server build takes a couple of seconds, so it is always fresh.
run('build', '@dhanya/server');

await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
