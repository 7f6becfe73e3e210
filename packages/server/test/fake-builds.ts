// Front-end builds as `npm run build` leaves them, small enough to write in a test's temporary
// repository (findFrontendBuilds looks where the real ones are).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** A folder with an index.html titled `title`, and a hashed asset. */
export function fakeBuild(root: string, folder: string, title: string) {
  const dir = path.join(root, folder);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(dir, 'assets/app-3f9a2b1c.js'), 'console.log(1)');
  return dir;
}

/** The inline script the fake storefront's pages start with. */
export const fakeEarlyInputScript = 'window.dhanyaEarlyInput = {};';

/**
 * A storefront build as `vite build` leaves it: files for browsers (one precompressed), and
 * a server module rendering a page from what the data loader answers for the footer path.
 */
export function fakeStorefrontBuild(root: string) {
  const client = path.join(root, 'packages/storefront/dist/client');
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  mkdirSync(path.join(client, '.vite'));
  writeFileSync(path.join(client, '.vite/manifest.json'), JSON.stringify({ 'src/boot.ts': { file: 'x.js' } }));
  const script = `console.log(${JSON.stringify('shop '.repeat(400))})`;
  writeFileSync(path.join(client, 'assets/entry-3f9a2b1c.js'), script);
  writeFileSync(path.join(client, 'assets/entry-3f9a2b1c.js.br'), brotliCompressSync(script));
  const server = path.join(root, 'packages/storefront/dist/server');
  mkdirSync(server, { recursive: true });
  writeFileSync(
    path.join(server, 'entry-server.js'),
    `import { Readable } from 'node:stream';
export const earlyInputScript = ${JSON.stringify(fakeEarlyInputScript)};
export function createPageRenderer({ manifest, loadData }) {
  return async ({ url, origin }) => {
    if (url === '/old') return { status: 301, redirect: '/new' };
    const footer = await loadData('/api/footer/getfooter');
    const status = url.startsWith('/missing') ? 404 : 200;
    const page = '<!doctype html><title>Storefront</title><script>' + earlyInputScript + '</script><p>' + url + ' at ' + origin + ', footer ' + footer.status +
      ', entry ' + manifest['src/boot.ts'].file + '</p>' + '<p>padding</p>'.repeat(200);
    return { status, html: Readable.from([page]) };
  };
}
`,
  );
}
