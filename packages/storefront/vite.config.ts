import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { appIcons } from './app-icons';
import { serviceWorker } from './service-worker-build';

/**
 * Two builds: `dist/client`, the files browsers load (precompressed .br and .gz beside
 * each, served as they are), and `dist/server` (`--ssr`), the module the shop's server
 * loads to render pages. `npm run dev` serves index.html, rendered in the browser only.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          appIcons({ svg: fileURLToPath(new URL('public/favicon.svg', import.meta.url)), background: '#173334' }),
          compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
          serviceWorker({ source: fileURLToPath(new URL('service-worker/sw.ts', import.meta.url)) }),
        ]),
  ],
  resolve: {
    // The app compiles the library's source: one Tailwind pass, and only what it uses is shipped.
    alias: { '@dhanya/ui': fileURLToPath(new URL('../ui/src/index.ts', import.meta.url)) },
  },
  // The contract and the library ship TypeScript source: the server bundle compiles them in.
  ssr: { noExternal: ['@dhanya/api', '@dhanya/ui'] },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', rollupOptions: { input: 'src/entry-server.tsx' } }
    : {
        target: 'es2022',
        outDir: 'dist/client',
        assetsInlineLimit: 0,
        manifest: true,
        rollupOptions: {
          input: 'src/boot.ts',
          preserveEntrySignatures: false,
          // A feature's index.ts only re-exports (eslint.boundaries.js makes every page import
          // features through it). Said so, a page's chunk takes what it uses from a feature,
          // not every module the index names: the product page's parts stay out of the home page.
          treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/]features[\\/].+[\\/]index\.ts$/.test(id) },
          // Many small shared chunks cost a phone a round trip each: ones under 16 kB are
          // folded into the chunks that import them (8 files on the home page instead of 54).
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 16_000 },
              // zod and the contract's schemas are for forms: a chunk of their own, fetched with
              // a form, so no page's first load imports them for a module folded in beside them.
              // The texts a schema also uses (`account-texts.ts`) stay out of it: the Hindi
              // catalogue translates them, and must not pull zod in with them.
              groups: [
                { name: 'texts', test: /[\\/]api[\\/]src[\\/][\w-]+-texts\.ts$/, priority: 2 },
                { name: 'schemas', test: /[\\/](node_modules[\\/]zod|api[\\/]src[\\/]schemas)[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
  server: { port: 5173 },
}));
