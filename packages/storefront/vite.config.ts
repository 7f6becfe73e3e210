import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The app compiles the library's source: one Tailwind pass, and only what it uses is shipped.
    alias: { '@dhanya/ui': fileURLToPath(new URL('../ui/src/index.ts', import.meta.url)) },
  },
  build: { target: 'es2022', assetsInlineLimit: 0, manifest: true },
  server: { port: 5173 },
});
