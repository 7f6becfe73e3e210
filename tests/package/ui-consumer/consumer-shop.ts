// Another shop's repository, made the way its developer would: `npm pack` of @dhanya/ui, the
// apps in ./shop copied to a temp directory, the tarball installed as a dependency.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
export const uiDir = path.join(root, 'packages/ui');
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const version = (name: string) => rootManifest.devDependencies[name] as string;

/** The two apps: one without Tailwind, one running Tailwind CSS v4 itself. */
export const apps = ['plain', 'tailwind'] as const;
export type AppName = (typeof apps)[number];

/**
 * Each app's pages: the full page (index), a Button alone, and a page keeping its own element
 * styles. Each is `<app>/<page>.html`, loading `<app>/src/<page>.tsx`.
 */
export const pages: [AppName, string][] = [
  ['plain', 'index'],
  ['plain', 'button'],
  ['plain', 'no-reset'],
  ['tailwind', 'index'],
  ['tailwind', 'button'],
];

export type ConsumerShop = { workDir: string; tarball: string; shopDir: string };

function htmlPage(page: string) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Another shop</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/${page}.tsx"></script>
  </body>
</html>
`;
}

export function packAndInstall(): ConsumerShop {
  const workDir = mkdtempSync(path.join(tmpdir(), 'dhanya-ui-consumer-'));
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', workDir], {
    cwd: uiDir,
    encoding: 'utf8',
  });
  const tarball = path.join(workDir, JSON.parse(packed)[0].filename);
  const shopDir = path.join(workDir, 'shop');
  cpSync(path.join(here, 'shop'), shopDir, { recursive: true });
  for (const [app, page] of pages) writeFileSync(path.join(shopDir, app, `${page}.html`), htmlPage(page));
  writeFileSync(
    path.join(shopDir, 'package.json'),
    JSON.stringify({
      name: 'another-shop',
      private: true,
      type: 'module',
      dependencies: {
        '@dhanya/ui': `file:${tarball}`,
        react: version('react'),
        'react-dom': version('react-dom'),
      },
      devDependencies: Object.fromEntries(
        [
          'vite',
          '@vitejs/plugin-react',
          'tailwindcss',
          '@tailwindcss/vite',
          '@tailwindcss/cli',
          'typescript',
          '@types/react',
          '@types/react-dom',
        ].map((name) => [name, version(name)]),
      ),
    }),
  );
  writeFileSync(
    path.join(shopDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['shared', 'plain/src', 'tailwind/src'],
    }),
  );
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: shopDir,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    stdio: 'pipe',
  });
  return { workDir, tarball, shopDir };
}
