import { defineConfig } from 'tsup';

export default defineConfig({
  // main.js runs the shop; backup.js holds `npm run backup` and `restore` (scripts/backup.mjs);
  // draw-demo-pictures.js draws the demo seed's pictures once, here (src/seed/demo-pictures.ts);
  // first-start-seed.js seeds a new PGlite database in a process of its own (main.js starts it).
  entry: {
    main: 'src/main.ts',
    backup: 'src/backup/cli.ts',
    'draw-demo-pictures': 'src/seed/draw-demo-pictures.ts',
    'first-start-seed': 'src/seed/first-start-seed.ts',
  },
  onSuccess: 'node dist/draw-demo-pictures.js',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // The contract package ships TypeScript source; everything else stays in node_modules.
  noExternal: ['@dhanya/api'],
  // Migrations are read at run time from ../drizzle (src/db/migrate.ts finds them).
});
