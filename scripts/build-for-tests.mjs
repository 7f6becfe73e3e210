// `npm test` first builds what its tests use, each only when missing or older than its
// sources: the published @dhanya/ui (package tests), the shop (server and end-to-end tests)
// and the static Storybook (the end-to-end test of /storybook/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale, shopBuilds, storybookBuild, uiLibraryBuild } from './build-freshness.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

buildStale(root, [uiLibraryBuild(root), ...shopBuilds(root), storybookBuild(root)]);
