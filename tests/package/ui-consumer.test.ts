// Proof that @dhanya/ui works outside this repo: pack it as npm would publish it, install the
// tarball into a new app in a temp directory, type-check and build that app with Vite.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const uiDir = path.join(root, 'packages/ui');
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const uiManifest = JSON.parse(readFileSync(path.join(uiDir, 'package.json'), 'utf8'));
const version = (name: string) => rootManifest.devDependencies[name] as string;

const consumerApp = `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, DhanyaProvider, ProductCard, Price, TooltipProvider, hindiLabels, type DhanyaLabels } from '@dhanya/ui';
import '@dhanya/ui/fonts.css';
import '@dhanya/ui/styles.css';

// A strict app's data: optional values are \`T | undefined\` (exactOptionalPropertyTypes).
const offer: { price: number } | undefined = Math.random() > 2 ? { price: 500 } : undefined;
const french: DhanyaLabels = { ProductCard: { viewProduct: 'Voir le produit' }, Price: { compareAt: 'Prix initial' } };

function App() {
  return (
    <DhanyaProvider labels={Math.random() > 2 ? hindiLabels : french} locale={undefined}>
      <TooltipProvider>
        <main>
          <h1>Another shop</h1>
          <Price amount={123456.5} compareAt={offer?.price} />
          <ProductCard title="Sona Masoori Rice 5 kg" price={450} compareAtPrice={offer?.price} href="/product/p1" />
          <Button variant="secondary">Order now</Button>
        </main>
      </TooltipProvider>
    </DhanyaProvider>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`;

describe('@dhanya/ui as a published package', () => {
  let workDir: string;
  let appDir: string;
  let tarball: string;

  beforeAll(() => {
    expect(existsSync(path.join(uiDir, 'dist/index.js')), 'build @dhanya/ui first (npm test does)').toBe(true);
    workDir = mkdtempSync(path.join(tmpdir(), 'dhanya-ui-consumer-'));
    const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', workDir], {
      cwd: uiDir,
      encoding: 'utf8',
    });
    tarball = path.join(workDir, JSON.parse(packed)[0].filename);

    appDir = path.join(workDir, 'shop');
    mkdirSync(path.join(appDir, 'src'), { recursive: true });
    writeFileSync(
      path.join(appDir, 'package.json'),
      JSON.stringify({
        name: 'another-shop',
        private: true,
        type: 'module',
        dependencies: {
          '@dhanya/ui': `file:${tarball}`,
          react: version('react'),
          'react-dom': version('react-dom'),
        },
        devDependencies: {
          vite: version('vite'),
          '@vitejs/plugin-react': version('@vitejs/plugin-react'),
          typescript: version('typescript'),
          '@types/react': version('@types/react'),
          '@types/react-dom': version('@types/react-dom'),
        },
      }),
    );
    writeFileSync(
      path.join(appDir, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(path.join(appDir, 'src/main.tsx'), consumerApp);
    writeFileSync(path.join(appDir, 'src/env.d.ts'), "declare module '*.css';\n");
    writeFileSync(
      path.join(appDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      }),
    );
    writeFileSync(
      path.join(appDir, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
    );
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: appDir,
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      stdio: 'pipe',
    });
  });

  afterAll(() => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('ships its build, README, LICENSE and CHANGELOG, with an exports map and react as a peer', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(listing).toEqual(expect.arrayContaining(['package/README.md', 'package/LICENSE', 'package/CHANGELOG.md']));
    expect(listing.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(uiManifest.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    });
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing).toContain('package/dist/styles.css');
    expect(listing.some((file) => file.includes('.test.'))).toBe(false);
    expect(uiManifest.exports['./styles.css']).toBe('./dist/styles.css');
    expect(Object.keys(uiManifest.peerDependencies)).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(uiManifest.dependencies.react).toBeUndefined();
  });

  it('type-checks a consumer against the shipped declarations', () => {
    execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: appDir, stdio: 'pipe' });
  });

  it('builds a consumer app with Vite, with the theme and self-hosted Poppins', () => {
    execFileSync('npx', ['vite', 'build'], { cwd: appDir, stdio: 'pipe' });
    const assets = readdirSync(path.join(appDir, 'dist/assets'));
    const js = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(appDir, 'dist/assets', file), 'utf8'));
    const css = assets
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(appDir, 'dist/assets', file), 'utf8'))
      .join('\n');
    expect(js.join('\n')).toContain('View Product');
    expect(css).toMatch(/--color-primary:\s*#173334/);
    expect(css).toMatch(/font-family:\s*Poppins/i);
    const fonts = assets.filter((file) => /poppins.*\.woff2$/.test(file));
    expect(fonts.some((file) => file.startsWith('poppins-latin-400-normal'))).toBe(true);
    // Only the latin subset, and the ₹ faces from latin-ext: no Devanagari or Cyrillic files.
    expect(fonts.filter((file) => !/^poppins-latin-(ext-)?\d00-normal/.test(file))).toEqual([]);
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toMatch(/font-display:\s*swap/);
  });
});
