import type { KnipConfig } from 'knip';

/**
 * Dead code and dependencies: `npm run lint` runs `knip` (every file, export and dependency
 * must be used by something, tests and stories included) and `knip --production` for files
 * only (a file that only its test imports is dead too). Entry points beyond those Knip's
 * plugins find (Vite, Vitest, Storybook, Playwright, tsup) are listed here; `!` marks
 * production code.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{mjs,ts}!', 'tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx,mdx}', '.storybook/**/*.{ts,tsx}'],
      project: [
        'scripts/**/*.{mjs,ts}!',
        'tests/**/*.{ts,tsx}',
        'stories/**/*.{ts,tsx,mdx}',
        '.storybook/**/*.{ts,tsx,css}',
        // Imported by eslint.config.js: Knip reads the plugins it names from there.
        'eslint.boundaries.js',
      ],
      // Stories import the apps' files by these names (tsconfig.stories.json, .storybook/main.ts).
      paths: {
        '@dhanya/storefront/*': ['packages/storefront/src/*'],
        '@dhanya/admin/*': ['packages/admin/src/*'],
      },
      ignoreDependencies: [
        // Not imported: listed at the root so that npm hoists the one copy drizzle-kit needs.
        'drizzle-orm',
        // Loaded by createRequire() in packages/server/bench/load.ts (it ships no types).
        'autocannon',
      ],
    },
    // A published library: everything src/index.ts exports is its API, used or not here.
    'packages/ui': {
      project: ['src/**/*.{ts,tsx}!'],
    },
    // Private packages: an export of theirs that no app, story, test or server imports is dead.
    'packages/api': {
      project: ['src/**/*.{ts,tsx}!'],
      includeEntryExports: true,
      // Optional peers on purpose: only the ./swr entry needs swr and react, only ./msw msw.
      ignoreDependencies: ['msw', 'react', 'swr'],
    },
    'packages/shell': {
      project: ['src/**/*.{ts,tsx}!'],
      includeEntryExports: true,
    },
    'packages/storefront': {
      // boot.ts is the client build's input, entry-server.tsx the SSR build's; app/routes.tsx
      // loads the routes with import.meta.glob, which Knip does not follow.
      entry: ['src/{main,boot,entry-client,entry-server}.{ts,tsx}!', 'src/routes/*.tsx!', 'service-worker/sw.ts!'],
      project: ['src/**/*.{ts,tsx}!', 'service-worker/**/*.ts!', 'app-icons.ts', 'service-worker-build.ts'],
    },
    'packages/admin': {
      project: ['src/**/*.{ts,tsx}!'],
    },
    'packages/server': {
      entry: ['bench/**/*.{ts,mjs}', 'test/**/*.ts'],
      project: ['src/**/*.ts!', 'bench/**/*.{ts,mjs}', 'test/**/*.ts'],
    },
  },
};

export default config;
