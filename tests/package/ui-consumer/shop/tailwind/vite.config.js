import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';

/**
 * Another shop running Tailwind CSS v4, with `@import '@dhanya/ui/tailwind.css'` in its
 * stylesheet. Each page is built on its own (`PAGE=button npx vite build`).
 */
const page = process.env.PAGE ?? 'index';

export default {
  plugins: [react(), tailwindcss()],
  base: './',
  publicDir: '../shared/public',
  logLevel: 'warn',
  build: { outDir: `dist/${page}`, rollupOptions: { input: `${page}.html` } },
};
