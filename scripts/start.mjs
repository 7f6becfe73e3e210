// `npm start` (RUN-CONTRACT.md): build what is not built yet or is older than its sources,
// then run the shop as ONE Node.js process on PORT (5000): the API, /uploads, /healthz and
// the front-end builds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from './build-freshness.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);

function build(workspace) {
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace, '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = at('packages/api/src');
const apps = [
  {
    workspace: '@dhanya/server',
    output: at('packages/server/dist/main.js'),
    sources: [at('packages/server/src'), contract],
  },
  {
    workspace: '@dhanya/storefront',
    output: at('packages/storefront/dist/server/entry-server.js'),
    sources: [at('packages/storefront/src'), at('packages/storefront/vite.config.ts'), at('packages/ui/src'), contract],
  },
  {
    workspace: '@dhanya/admin',
    output: at('packages/admin/dist/index.html'),
    sources: [at('packages/admin/src'), at('packages/admin/index.html'), at('packages/ui/src'), contract],
  },
];

for (const app of apps) {
  if (isStale(app.output, app.sources)) {
    console.log(`Building ${app.workspace}…`);
    build(app.workspace);
  }
}

// The server renders storefront pages with React: its production build, unless told otherwise.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(at('packages/server/dist/main.js')).href);
