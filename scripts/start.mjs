// `npm start` (README, Two commands): build what is not built yet or is older than its sources,
// then run the shop as ONE Node.js process on PORT (5000): the API, /uploads, /healthz and
// the front-end builds. The static Storybook is built in the background meanwhile
// (storybook-background.mjs). package.json runs this with `exec`, so npm's child is this very
// process: a `sh -c` in between would die of a group SIGTERM, and npm would then exit 143.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale, shopBuilds } from './build-freshness.mjs';
import { buildStorybookInBackground } from './storybook-background.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

buildStale(root, shopBuilds(root));
buildStorybookInBackground(root);

// `npm start` is the production server, whatever the shell says: storefront pages rendered by
// React's production build, and never the localhost CORS of development (http/dev-cors.ts).
process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
