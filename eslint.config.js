// @ts-check
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint.boundaries.js';

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
      // tsup's temporary bundle of its config, present while the ui builds beside the lint.
      '**/*.bundled_*.mjs',
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
      // `import { type X } from` keeps the module in the bundle (verbatimModuleSyntax): a
      // language's texts would ride along with every page.
      '@typescript-eslint/no-import-type-side-effects': 'error',
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
  boundariesConfig,
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
