import react from '@vitejs/plugin-react';

/**
 * Another shop without Tailwind: the compiled stylesheets only. Each page is built on its own
 * (`PAGE=button npx vite build` → dist/button/button.html), so a page's size is its own.
 */
const page = process.env.PAGE ?? 'index';

export default {
  plugins: [react()],
  base: './',
  publicDir: '../shared/public',
  logLevel: 'warn',
  build: { outDir: `dist/${page}`, rollupOptions: { input: `${page}.html` } },
};
