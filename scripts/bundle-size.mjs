// Prints what a shopper's browser downloads for a storefront route: the entry (boot), the
// hydrating code it imports after the first paint, the route's lazy chunk and every chunk they
// import statically, plus CSS, in bytes, gzip and brotli bytes.
// Usage: node scripts/bundle-size.mjs [--dist <dir>] [route-file ...]   (default: home, in English)
//        node scripts/bundle-size.mjs --check   (js-budgets.mjs, every page in each language;
//                                                exits 1 when one is passed)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { jsBudgets } from './js-budgets.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
if (check) args.splice(args.indexOf('--check'), 1);
const distFlag = args.indexOf('--dist');
const dist =
  distFlag === -1
    ? path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/storefront/dist/client')
    : path.resolve(args.splice(distFlag, 2)[1]);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routes = args.length ? args : ['home'];

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

/** Each file compressed once: the pages share most of their chunks (React DOM, the layout). */
const measured = new Map();
function measure(file) {
  if (measured.has(file)) return measured.get(file);
  const bytes = readFileSync(path.join(dist, file));
  const size = {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  measured.set(file, size);
  return size;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (sizes, key) => sizes.reduce((total, size) => total + size[key], 0);
const column = (bytes, label) => `${String(bytes).padStart(8)} B${label}`;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
/**
 * What a first visit to `route` in `language` downloads: the entry, what the entry imports after
 * the first paint (the hydrating code, React DOM on its own), the page's texts, which the page
 * preloads beside that code, and the route's chunk, each with what it imports.
 */
function pageSizes(route, language) {
  const afterPaint = [...(manifest[entry].dynamicImports ?? []), `src/locales/${language}.ts`];
  const files = collect(
    `src/routes/${route}.tsx`,
    afterPaint.reduce((collected, key) => collect(key, collected), collect(entry)),
  );
  return [...files].map(measure);
}
const pageName = (route, language) =>
  [language === 'en' ? '' : `/${language}`, route === 'home' ? '' : `/${route}`].join('') || '/';
const jsOf = (sizes) => sizes.filter((size) => size.file.endsWith('.js'));

if (check) {
  const overBudget = [];
  for (const [language, budgets] of Object.entries(jsBudgets)) {
    for (const [route, budget] of Object.entries(budgets)) {
      const used = sum(jsOf(pageSizes(route, language)), 'brotli');
      console.log(`${pageName(route, language)}: JS ${kB(used)} brotli of its ${kB(budget)} budget`);
      if (used > budget) overBudget.push(pageName(route, language));
    }
  }
  if (overBudget.length) {
    console.error(`Over the JS budget: ${overBudget.join(', ')} (scripts/bundle-size.mjs lists what each page loads)`);
    process.exit(1);
  }
} else {
  for (const route of routes) {
    const sizes = pageSizes(route, 'en');
    const js = jsOf(sizes);
    console.log(
      `${pageName(route, 'en')}: ${sizes.length} files, ${sum(sizes, 'raw')} B, ` +
        `${sum(sizes, 'gzip')} B gzip, ${sum(sizes, 'brotli')} B brotli ` +
        `(JS ${sum(js, 'gzip')} B gzip, ${sum(js, 'brotli')} B brotli)`,
    );
    for (const size of sizes) {
      console.log(
        `  ${size.file.padEnd(44)}${column(size.raw, '')}${column(size.gzip, ' gzip')}${column(size.brotli, ' br')}`,
      );
    }
  }
}
