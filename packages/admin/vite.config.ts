import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The server serves this build under /admin/ and its index.html at /admin-login and /admin-dashboard.
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@dhanya/ui': fileURLToPath(new URL('../ui/src/index.ts', import.meta.url)) },
  },
  build: { target: 'es2022', assetsInlineLimit: 0, manifest: true },
  server: { port: 5174 },
});
