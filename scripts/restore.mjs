// `npm run restore <file>`: a backup back into an empty DATA_DIR or an empty database
// (README, "Backup and restore"). Builds the server first if its build is missing or stale.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale, shopBuilds } from './build-freshness.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [server] = shopBuilds(root);
buildStale(root, [server]);

const { restore, run } = await import(pathToFileURL(path.join(root, 'packages/server/dist/backup.js')).href);
await run(restore, process.argv.slice(2));
