import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { composite: false } },
  // No source maps in the tarball: they point at src/, which is not published, and a
  // consumer's bundler maps its own build.
  sourcemap: false,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  banner: { js: "'use client';" },
  tsconfig: 'tsconfig.build.json',
});
