// @ts-check
import boundaries from 'eslint-plugin-boundaries';

/**
 * The import rules of docs/architecture.md, held by eslint-plugin-boundaries: it reads every
 * `import`, `export … from` and dynamic `import()`, resolves relative paths (`../../app/x`
 * is the file it names, however it is spelled), and classifies both ends.
 *
 * Workspace packages (`@dhanya/*`) count as external modules, named by their source: a rule
 * on `@dhanya/api/msw` needs no build of the package. A relative path into another package
 * is a local file, and is refused (a package imports another only by its name).
 */
const packageNames = ['ui', 'api', 'shell', 'storefront', 'admin', 'server'];

const apps = ['@dhanya/storefront', '@dhanya/admin'];

/**
 * What each package may not import: other packages and npm modules, each with its subpaths
 * (`@dhanya/api/msw` is one entry point of @dhanya/api).
 */
const packageRules = [
  {
    from: 'ui',
    imports: [
      ...apps,
      '@dhanya/api',
      '@dhanya/shell',
      '@dhanya/server',
      'react-router',
      'react-router-dom',
      'swr',
      'msw',
    ],
    why: '@dhanya/ui is presentational: no API, no apps, no router, no data layer (docs/architecture.md).',
  },
  {
    from: 'api',
    imports: [...apps, '@dhanya/ui', '@dhanya/shell', '@dhanya/server', 'react-router-dom'],
    why: '@dhanya/api is the contract: zod, swr and msw only (docs/architecture.md).',
  },
  {
    from: 'shell',
    imports: [...apps, '@dhanya/server', '@dhanya/api/msw'],
    why: '@dhanya/shell is what both apps share: it imports neither of them, nor the mocks (docs/architecture.md).',
  },
  {
    from: 'storefront',
    imports: ['@dhanya/admin', '@dhanya/server', '@dhanya/api/msw'],
    why: 'The storefront imports only @dhanya/ui, @dhanya/api and @dhanya/shell (docs/architecture.md).',
  },
  {
    from: 'admin',
    imports: ['@dhanya/storefront', '@dhanya/server', '@dhanya/api/msw'],
    why: 'The admin app imports only @dhanya/ui, @dhanya/api and @dhanya/shell (docs/architecture.md).',
  },
  {
    from: 'server',
    imports: [...apps, '@dhanya/ui', '@dhanya/shell', '@dhanya/api/swr', '@dhanya/api/msw', 'react', 'react-dom'],
    why: 'The server imports only the schemas and paths of @dhanya/api (docs/architecture.md).',
  },
];

const packagePolicies = packageRules.map(({ from, imports, why }) => ({
  from: { file: { categories: from } },
  disallow: [
    { dependency: { source: imports.flatMap((name) => [name, `${name}/**`]) } },
    // The same packages reached by a relative path into their folder.
    {
      to: {
        module: { origin: 'local' },
        file: { categories: { anyOf: imports.flatMap((name) => /^@dhanya\/([^/]+)$/.exec(name)?.slice(1) ?? []) } },
      },
    },
  ],
  message: why,
}));

/**
 * Inside an app (src/): `features/<area>/` holds one area's files, `routes/` one file per
 * page, `app/` the shell that mounts them (router, providers, layout, SSR and boot code),
 * `shared/` what several features need. The files directly in src/ are the entry points
 * (main.tsx, boot.ts, entry-*.tsx): they belong to no element and may import any of these.
 *
 * Stories (stories/) are exempt on purpose: they import an app's files by its package name
 * (`@dhanya/storefront/features/cart/checkout-dialog`) to show a component state by state,
 * internals included, and no policy here restricts them.
 */
const appPolicies = [
  {
    // A feature is a part of pages, not a page: it cannot know which page or app shows it.
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: ['app', 'routes'] } } },
    message: 'A feature imports shared/ and other features (through their index.ts), never app/ or routes/.',
  },
  {
    // shared/ sits under the features: what it imports, every feature would depend on.
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { type: ['feature', 'app', 'routes'] } } },
    message: 'shared/ imports only shared/: move what it needs from a feature into shared/ too.',
  },
  {
    // A page composes features; the app mounts pages, so a page importing the app is a cycle.
    from: { element: { type: 'routes' } },
    disallow: { to: { element: { type: 'app' } } },
    message: 'A route imports features (through their index.ts) and shared/, never app/.',
  },
  {
    // Each page is its own chunk, loaded when its route is first visited (import() or
    // import.meta.glob): a static import of a route from app/ would put it in every page.
    from: { element: { type: 'app' } },
    disallow: { to: { element: { type: 'routes' } }, dependency: { nodeKind: ['import', 'export'] } },
    message: 'app/ loads a route only when it is visited (import()), so each page stays its own chunk.',
  },
  {
    // Tests render what they test inside the app's real providers (SWR, session, router).
    from: { file: { categories: 'test' } },
    allow: { to: { element: { type: 'app' } } },
  },
  {
    // Another feature's files are its own business: its index.ts is its public face, so
    // `../cart` or `import('../categories')`, never `../cart/guest-cart`, from a feature,
    // a route or app/ alike. A feature's own files and tests import each other freely (the
    // rule leaves imports inside one element alone). Last, so that nothing above allows it.
    disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
    message:
      'Import the {{ to.element.captured.feature }} feature through its index.ts (features/{{ to.element.captured.feature }}), not its file {{ to.element.fileInternalPath }}.',
  },
];

export const boundariesConfig = {
  files: ['**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    // The server imports its TypeScript files by their emitted names (`./app.js`).
    'import/resolver': { typescript: { project: 'tsconfig.json' } },
    'boundaries/flag-as-external': { customSourcePatterns: ['@dhanya/*', '@dhanya/*/**'] },
    'boundaries/files': [
      ...packageNames.map((name) => ({ category: name, pattern: `packages/${name}/**` })),
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
    ],
    'boundaries/elements': [
      { type: 'feature', pattern: 'packages/*/src/features/*', capture: ['app', 'feature'], partialMatch: false },
      ...['routes', 'app', 'shared'].map((type) => ({
        type,
        pattern: `packages/*/src/${type}`,
        capture: ['app'],
        partialMatch: false,
      })),
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        checkUnknownLocals: true,
        policies: [...packagePolicies, ...appPolicies],
      },
    ],
  },
};
