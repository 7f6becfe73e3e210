// Prints what a shopper's browser downloads for a storefront route: the entry (boot), the
// hydrating code it imports after the first paint, the route's lazy chunk and every chunk they
// import statically, plus CSS, in bytes, gzip and brotli bytes.
// Usage: node scripts/bundle-size.mjs [--dist <dir>] [route-file ...]   (default: home)
//        node scripts/bundle-size.mjs --check   (js-budgets.mjs; exits 1 when one is passed)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { jsBudgets } from './js-budgets.mjs';

const budgets = jsBudgets;

const args = process.argv.slice(2);
const check = args.includes('--check');
if (check) args.splice(args.indexOf('--check'), 1);
const distFlag = args.indexOf('--dist');
const dist =
  distFlag === -1
    ? path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/storefront/dist/client')
    : path.resolve(args.splice(distFlag, 2)[1]);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routes = check ? Object.keys(budgets) : args.length ? args : ['home'];

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

function measure(file) {
  const bytes = readFileSync(path.join(dist, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (sizes, key) => sizes.reduce((total, size) => total + size[key], 0);
const column = (bytes, label) => `${String(bytes).padStart(8)} B${label}`;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// What the entry imports after the first paint: the hydrating code (and React DOM on its own).
// …and the page's texts (English here), which the page preloads beside that code.
const afterPaint = [...(manifest[entry].dynamicImports ?? []), 'src/locales/en.ts'];
const overBudget = [];
for (const route of routes) {
  const pageFiles = collect(
    `src/routes/${route}.tsx`,
    afterPaint.reduce((files, key) => collect(key, files), collect(entry)),
  );
  const sizes = [...pageFiles].map(measure);
  const js = sizes.filter((size) => size.file.endsWith('.js'));
  if (check) {
    const [used, budget] = [sum(js, 'brotli'), budgets[route]];
    console.log(`/${route === 'home' ? '' : route}: JS ${kB(used)} brotli of its ${kB(budget)} budget`);
    if (used > budget) overBudget.push(route);
    continue;
  }
  console.log(
    `/${route === 'home' ? '' : route}: ${sizes.length} files, ${sum(sizes, 'raw')} B, ` +
      `${sum(sizes, 'gzip')} B gzip, ${sum(sizes, 'brotli')} B brotli ` +
      `(JS ${sum(js, 'gzip')} B gzip, ${sum(js, 'brotli')} B brotli)`,
  );
  for (const size of sizes) {
    console.log(
      `  ${size.file.padEnd(44)}${column(size.raw, '')}${column(size.gzip, ' gzip')}${column(size.brotli, ' br')}`,
    );
  }
}
if (overBudget.length) {
  console.error(`Over the JS budget: ${overBudget.join(', ')} (scripts/bundle-size.mjs lists what each page loads)`);
  process.exit(1);
}
