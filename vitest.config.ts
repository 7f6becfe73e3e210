import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import uiManifest from './packages/ui/package.json' with { type: 'json' };
import { runnerWindow, visualTestConfig } from './.storybook/visual/config.ts';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const chromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  contextOptions: { viewport: runnerWindow },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The apps' tests compile the library's source, as the apps' own builds do. */
const libraryFromSource = { alias: { '@dhanya/ui': path.join(dirname, 'packages/ui/src/index.ts') } };

/** What the stories' code and packages are built with: React's production build. */
const productionBuild = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** The story files (.storybook/main.ts), and the storefront's share of them. */
const allStories = 'stories/**/*.stories.@(ts|tsx)';
const shopStories = 'stories/storefront/**/*.stories.@(ts|tsx)';

/**
 * Every server test file runs on PGlite. A file whose meaning depends on the database —
 * concurrency and locks, LISTEN/NOTIFY, backups, migrations, two servers, limits across
 * servers, the upload store, PostgreSQL's own text search — opts in to running on the
 * PostgreSQL server at TEST_DATABASE_URL too by its name: `*.postgres.test.ts`.
 */
const serverTests = 'packages/server/**/*.test.ts';
const databaseDependentTests = 'packages/server/**/*.postgres.test.ts';

const domTests = ['packages/*/src/**/*.test.tsx', 'packages/*/src/**/*.dom.test.ts'];
/** The jsdom test files that hold a module's fetch open (see the projects below). */
const heldModuleTests = [
  'packages/ui/src/lib/deferred-part.test.tsx',
  'packages/ui/src/components/search-box/search-box-swap.test.tsx',
  'packages/storefront/src/features/messages/lead-form.test.tsx',
];

/** jsdom test files: `include` (all of them by default) less `exclude`. */
function domProject(name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [react()],
    resolve: libraryFromSource,
    test: {
      name,
      environment: 'jsdom',
      include: files.include ?? domTests,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      isolate: files.isolate,
      setupFiles: ['./tests/setup/jsdom.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  };
}

/** Server test files (`include`) on PGlite (no URL) or on the PostgreSQL server at `databaseUrl`. */
function serverProject(name: string, include: string, databaseUrl: string) {
  return {
    test: {
      name,
      environment: 'node',
      include: [include],
      env: { TEST_DATABASE_URL: databaseUrl },
      // Files share their worker's modules: Fastify, drizzle and PGlite's WebAssembly load once
      // a worker, not once per file (359 s → 240 s for both projects). No server test mocks a
      // module or changes the environment; each builds its own app on its own fresh database.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Both cores for Node test files too: with one, the last Node files ran alone on one core
    // for the run's last ~90 s, after the stories had finished (374 s → 355 s for Vitest).
    maxWorkers: 2,
    projects: [
      // Rules and helpers that need no browser: plain Node, one module graph for every file
      // (a jsdom per file cost ~75 s of the project's 88 s). Each file restores what it stubs.
      {
        resolve: libraryFromSource,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/storefront/service-worker/*.test.ts'],
          exclude: ['**/*.dom.test.ts'],
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      // Components and hooks (`*.test.tsx`), and code that needs a browser's globals — storage,
      // `window`, the DOM — (`*.dom.test.ts`): jsdom, one per worker, and one module graph for
      // the files it runs (a jsdom and a graph per file cost 92.6 CPU-s, shared 25.7).
      domProject('unit-dom', { exclude: heldModuleTests, isolate: false }),
      // Files that hold a module's fetch open on purpose (a gated vi.mock, a held deferred part)
      // would leave it pending in a shared graph, and the next file's preloadDeferredParts
      // would wait on it for ever: each gets a graph of its own.
      domProject('unit-dom-held', { include: heldModuleTests, isolate: true }),
      serverProject('server', serverTests, ''),
      // The files whose meaning depends on the database, on a real PostgreSQL too when one is
      // configured (.ci/run does).
      ...(postgresUrl ? [serverProject('server-postgres', databaseDependentTests, postgresUrl)] : []),
      {
        test: {
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts', 'tests/startup/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Stories run React's production build, the one shoppers run: both lanes 286 s → 260 s
        // here. The browser's code (Storybook's renderer too, which then needs no `act`) and the
        // pre-bundled packages see NODE_ENV=production, and the stories' JSX is compiled for it.
        // A top-level `define` would not do: Vitest makes it its own environment, and so every
        // other project's.
        oxc: { jsx: { development: false } },
        environments: { client: { define: productionBuild } },
        optimizeDeps: {
          rolldownOptions: { transform: { define: productionBuild } },
          // Everything the stories import is pre-bundled up front: a dependency discovered
          // mid-run makes Vite re-optimise and reload, which can load React twice.
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-router-dom',
            'msw',
            'msw/browser',
            '@sinonjs/fake-timers',
            'swr',
            'zod',
            ...Object.keys(uiManifest.dependencies).filter((name) => !name.startsWith('@fontsource/')),
          ],
        },
        test: {
          name: 'storybook',
          // A story that first loads a lazy part (the forms' schemas) has Vite transform it then:
          // seconds on a busy 2-core CI. 15 s (the default) was passed there, never locally.
          testTimeout: 30_000,
          // Story files share one page: 589 s down to 254 s. Each story's requests end with it
          // (stories/support/story-requests.ts), so none is answered inside a later story.
          isolate: false,
          // Every story's pixels are compared with its baseline once it has passed.
          setupFiles: ['./.storybook/vitest.setup.ts'],
          provide: { tokenProbe: process.env.VISUAL_TOKEN_PROBE ?? '' },
          browser: {
            ...visualTestConfig(dirname),
            enabled: true,
            headless: true,
            provider: chromium,
            // One page per instance (maxWorkers above would otherwise open two each).
            fileParallelism: false,
            // Two pages, each its own share of the story files: a story mostly waits (frames,
            // the mock's worker, images), so a second page uses the second core.
            // Every story file runs in exactly one of them.
            instances: [
              { browser: 'chromium', name: 'storybook: shop', include: [shopStories] },
              { browser: 'chromium', name: 'storybook: admin and ui', include: [allStories], exclude: [shopStories] },
            ],
          },
        },
      },
    ],
  },
});
