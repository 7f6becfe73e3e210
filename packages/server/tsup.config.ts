import { defineConfig } from 'tsup';

export default defineConfig({
  // main.js runs the shop; backup.js holds `npm run backup` and `restore` (scripts/backup.mjs).
  entry: { main: 'src/main.ts', backup: 'src/backup/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // The contract package ships TypeScript source; everything else stays in node_modules.
  noExternal: ['@dhanya/api'],
  // Migrations are read at run time from ../drizzle (src/db/migrate.ts finds them).
});
