import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source module is an entry, so dist/ keeps one file per module: an app's bundler
  // drops the modules it does not import (`sideEffects` lists only CSS), and with them the
  // libraries only they use (downshift, Radix's parts). One bundled index.js kept them all.
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.stories.{ts,tsx}'],
  format: ['esm'],
  dts: { entry: 'src/index.ts', compilerOptions: { composite: false } },
  // No source maps in the tarball: they point at src/, which is not published, and a
  // consumer's bundler maps its own build.
  sourcemap: false,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  banner: { js: "'use client';" },
  tsconfig: 'tsconfig.build.json',
});
