import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, build } from 'vite';
import type { Manifest } from './src/app/page-assets';

type PrecacheEntry = { url: string; revision: string | null };

/** What every page loads: the boot entry, the hydrating code and React, the styles. */
const bootEntry = 'src/boot.ts';
const hydrateEntry = 'src/entry-client.tsx';
/**
 * The UI kit's parts fetched on a first touch (toasts, alerts, dialogs, the mobile menu): a tap
 * made offline must still be answered.
 */
const deferredUiParts = '../ui/src/';
/** The offline pages, rendered by the server (routes/offline.tsx), one per language. */
const offlinePages = ['/offline', '/hi/offline'];

/**
 * Builds the service worker (`service-worker/sw.ts`) into `/sw.js` once the client build is
 * written (issue 35), with the list of what it precaches: the entry's code, its styles and
 * the UI kit's deferred parts (hashed names, so a file's name is its version), and the offline pages,
 * versioned by the build. A new build writes a different list, and browsers take the new worker.
 */
export function serviceWorker({ source }: { source: string }): Plugin {
  let outDir = '';
  return {
    name: 'dhanya-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifestJson = await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8');
      const precache = precacheList(JSON.parse(manifestJson) as Manifest, manifestJson);
      await build({
        configFile: false,
        logLevel: 'warn',
        define: {
          __PRECACHE_MANIFEST__: JSON.stringify(precache),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          rollupOptions: { input: source, output: { format: 'iife', entryFileNames: 'sw.js' } },
        },
      });
    },
  };
}

function precacheList(manifest: Manifest, manifestJson: string): PrecacheEntry[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])].map((name) => `/${name}`)) {
      // Fonts are kept once a page draws with them: a phone in lite mode never downloads one.
      if (file.endsWith('.css')) files.add(file);
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(bootEntry);
  // The boot entry imports React DOM and the hydrating code once the page is painted.
  for (const imported of manifest[bootEntry]?.dynamicImports ?? []) visit(imported);
  visit(hydrateEntry);
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isDynamicEntry && key.startsWith(deferredUiParts)) visit(key);
  if (files.size === 0) throw new Error(`The client build's manifest has no ${bootEntry}`);
  const buildVersion = createHash('sha256').update(manifestJson).digest('hex').slice(0, 16);
  return [
    ...[...files].map((url) => ({ url, revision: null })),
    ...offlinePages.map((url) => ({ url, revision: buildVersion })),
  ];
}
