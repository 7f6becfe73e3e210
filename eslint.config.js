// @ts-check
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Package boundaries of ../shared/design/ARCHITECTURE.md, as lint rules:
 * ui -> react, radix, downshift, cva, tailwind-merge, clsx, icons (never api, never apps, never a router)
 * api -> zod (+ swr, msw entries)          (never ui, never apps)
 * shell -> ui, api, router, swr           (what both apps share around their pages)
 * storefront, admin -> ui, api, shell     server -> api
 */
const appPackages = ['@dhanya/storefront', '@dhanya/storefront/*', '@dhanya/admin', '@dhanya/admin/*'];
const boundaries = [
  {
    files: ['packages/ui/src/**'],
    forbidden: [
      ...appPackages,
      '@dhanya/api',
      '@dhanya/api/*',
      '@dhanya/shell',
      '@dhanya/server',
      '@dhanya/server/*',
      'react-router',
      'react-router-dom',
      'swr',
      'msw',
      '**/packages/*',
    ],
    why: '@dhanya/ui is presentational: no API, no apps, no router (ARCHITECTURE.md).',
  },
  {
    files: ['packages/api/src/**'],
    forbidden: [
      ...appPackages,
      '@dhanya/ui',
      '@dhanya/ui/*',
      '@dhanya/shell',
      '@dhanya/server',
      '@dhanya/server/*',
      'react-router-dom',
    ],
    why: '@dhanya/api is the contract: zod, swr and msw only (ARCHITECTURE.md).',
  },
  {
    files: ['packages/shell/src/**'],
    forbidden: [...appPackages, '@dhanya/server', '@dhanya/server/*', '@dhanya/api/msw'],
    why: '@dhanya/shell is what both apps share: it never imports either of them (ARCHITECTURE.md).',
  },
  {
    files: ['packages/storefront/src/**'],
    forbidden: ['@dhanya/admin', '@dhanya/admin/*', '@dhanya/server', '@dhanya/server/*', '@dhanya/api/msw'],
    why: 'The storefront imports only @dhanya/ui and @dhanya/api (ARCHITECTURE.md).',
  },
  {
    files: ['packages/admin/src/**'],
    forbidden: ['@dhanya/storefront', '@dhanya/storefront/*', '@dhanya/server', '@dhanya/server/*', '@dhanya/api/msw'],
    why: 'The admin app imports only @dhanya/ui and @dhanya/api (ARCHITECTURE.md).',
  },
  {
    files: ['packages/server/src/**'],
    forbidden: [
      ...appPackages,
      '@dhanya/ui',
      '@dhanya/ui/*',
      '@dhanya/shell',
      '@dhanya/api/swr',
      '@dhanya/api/msw',
      'react',
      'react-dom',
    ],
    why: 'The server imports only the schemas and paths of @dhanya/api (ARCHITECTURE.md).',
  },
];

/**
 * Inside an app, a feature imports `shared/` and another feature's public face (its
 * `index.ts`), never that feature's files: `../cart` yes, `../cart/use-cart` no.
 */
const featureInternals = {
  regex: '^\\.\\./[^./][^/]*/',
  message: "Import another feature through its index.ts ('../cart'), or move what both need to shared/.",
};

const boundaryRules = boundaries.flatMap(({ files, forbidden, why }) => {
  const restrict = (/** @type {object[]} */ ...extra) => ({
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }, ...extra] }],
  });
  const app = /^packages\/(storefront|admin)\//.exec(files[0])?.[1];
  // The same rule set again for features: a later block's options replace, not extend, an earlier's.
  return app
    ? [
        { files, rules: restrict() },
        { files: [`packages/${app}/src/features/**`], rules: restrict(featureInternals) },
      ]
    : [{ files, rules: restrict() }];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'storybook-static.*/**',
      'coverage/**',
      '.data/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into these files, read with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // The server imports its TypeScript files by their emitted names (`./app.js`).
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      // Type-only imports do not count: they leave no cycle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      // A carousel or a scrolling table is a focusable region, so keyboard users can reach it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'scripts/**',
      'tests/**',
      'packages/server/bench/**/*.mjs',
      '*.config.{js,ts}',
      '.storybook/main.ts',
      '.ci/**',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  ...boundaryRules,
  {
    // What the apps import from @dhanya/api must not refer to a schema, or zod ships with them:
    // endpoints name the schema of their answer (devCheck), and only development loads it.
    files: ['packages/api/src/{client,order-display}.ts', 'packages/api/src/{endpoints,swr}/**'],
    ignores: ['packages/api/src/endpoints/answer-schemas.ts', 'packages/api/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '../schemas/*', './schemas/*'],
              allowTypeImports: true,
              message: 'Import types only: answer schemas live in endpoints/answer-schemas.ts (see devCheck).',
            },
          ],
        },
      ],
    },
  },
);
