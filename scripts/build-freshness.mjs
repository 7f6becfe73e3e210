import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file, or of any file below a folder. */
function newestChange(target) {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `output` is missing or older than any of its sources. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestChange(source) > built);
}

/** What `npm start` serves, each build with the sources it is made from; the server first. */
export function shopBuilds(root) {
  const at = (...parts) => path.join(root, ...parts);
  const contract = at('packages/api/src');
  const shell = at('packages/shell/src');
  return [
    {
      workspace: '@dhanya/server',
      output: at('packages/server/dist/main.js'),
      sources: [at('packages/server/src'), at('packages/server/tsup.config.ts'), contract],
    },
    {
      workspace: '@dhanya/storefront',
      output: at('packages/storefront/dist/server/entry-server.js'),
      sources: [
        at('packages/storefront/src'),
        at('packages/storefront/service-worker'),
        at('packages/storefront/public'),
        at('packages/storefront/index.html'),
        at('packages/storefront/vite.config.ts'),
        at('packages/storefront/service-worker-build.ts'),
        at('packages/storefront/app-icons.ts'),
        at('packages/ui/src'),
        contract,
        shell,
      ],
    },
    {
      workspace: '@dhanya/admin',
      output: at('packages/admin/dist/index.html'),
      sources: [at('packages/admin/src'), at('packages/admin/index.html'), at('packages/ui/src'), contract, shell],
    },
  ];
}

/** `@dhanya/ui` as it is published (the package tests install its tarball). */
export function uiLibraryBuild(root) {
  const at = (...parts) => path.join(root, ...parts);
  return {
    workspace: '@dhanya/ui',
    output: at('packages/ui/dist/styles.css'),
    sources: [at('packages/ui/src'), at('packages/ui/tsup.config.ts'), at('packages/ui/package.json')],
  };
}

/**
 * The static Storybook served at /storybook/, which `npm start` builds in the background
 * (storybook-background.mjs): the stories, their config and every package they show.
 */
export function storybookBuild(root) {
  const at = (...parts) => path.join(root, ...parts);
  return {
    script: 'build-storybook',
    output: at('storybook-static/index.html'),
    sources: [
      at('stories'),
      at('.storybook'),
      at('packages/ui/src'),
      at('packages/storefront/src'),
      at('packages/admin/src'),
      at('packages/api/src'),
      at('packages/shell/src'),
    ],
  };
}

/**
 * Builds each of `builds` that is missing or older than its sources (a workspace's `build`, or
 * a root `script`); exits if a build fails.
 */
export function buildStale(root, builds) {
  for (const { workspace, script, output, sources } of builds) {
    if (!isStale(output, sources)) continue;
    console.log(`Building ${workspace ?? script}…`);
    const args = workspace ? ['run', 'build', '--workspace', workspace, '--silent'] : ['run', script, '--silent'];
    // Builds for the shop are production builds, whatever the shell's NODE_ENV (a test runner's
    // `test` gave the storefront's renderer React's development JSX, and every page a 500).
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
