// Prints what a shopper's browser downloads for a storefront route: the entry, the route's
// lazy chunk and every chunk they import statically, plus CSS, in bytes and gzip bytes.
// Usage: node scripts/bundle-size.mjs [route-file ...]   (default: home)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/storefront/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['home'];

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
for (const route of routes) {
  const files = collect(`src/routes/${route}.tsx`, collect(entry));
  let raw = 0;
  let gzip = 0;
  const rows = [...files].map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    return `  ${file.padEnd(44)} ${String(bytes.length).padStart(8)} B  ${String(zipped).padStart(7)} B gzip`;
  });
  const js = [...files].filter((file) => file.endsWith('.js'));
  const jsGzip = js.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  console.log(
    `/${route === 'home' ? '' : route}: ${files.size} files, ${raw} B, ${gzip} B gzip (JS ${jsGzip} B, CSS ${gzip - jsGzip} B)`,
  );
  console.log(rows.join('\n'));
}
