// `npm run chromatic`: publishes the static Storybook to Chromatic when a project token is
// set. Chromatic's service cannot be reached from these machines, so without a token this
// only says what it would do.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: nothing published. Set it to publish Storybook to Chromatic.');
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
