// `node scripts/visual-token-proof.mjs [--token=value]`: proof that the visual tests see a
// design-token change, and only where it shows. It gives one token of packages/ui/src/theme.css
// another value, runs the stories, and compares two lists:
// - the stories whose visual test failed (a -diff.png in visual/results/);
// - the stories whose computed colours change with that token (.storybook/visual/token-probe.ts).
// theme.css is put back afterwards, whatever happens.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const themeFile = path.join(root, 'packages/ui/src/theme.css');
const resultsDir = path.join(root, 'visual/results');
const [token, value] = (process.argv[2] ?? '--dh-color-primary=#7a1f5c').split('=');

const theme = readFileSync(themeFile, 'utf8');
const declaration = new RegExp(`(${token}:\\s*)([^;]+);`);
const original = theme.match(declaration)?.[2];
if (!original) throw new Error(`${token} is not declared in ${themeFile}`);

rmSync(resultsDir, { recursive: true, force: true });
writeFileSync(themeFile, theme.replace(declaration, `$1${value};`));
let run;
try {
  run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook*'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The probe tries the token at a third value: what matters is whether anything changes.
    env: { ...process.env, VISUAL_TOKEN_PROBE: `${token}=#10b981` },
  });
} finally {
  writeFileSync(themeFile, theme);
}

const key = (name) => name.replace(/-+/g, '-');
const failed = new Set(
  existsSync(resultsDir)
    ? readdirSync(resultsDir)
        .filter((file) => file.endsWith('-diff.png'))
        .map((file) => key(file.replace(/-diff\.png$/, '')))
    : [],
);
const usersFile = path.join(resultsDir, 'token-users.txt');
const users = new Set(
  existsSync(usersFile) ? readFileSync(usersFile, 'utf8').split('\n').filter(Boolean).map(key) : [],
);

// A page story's pictures are named after the story and a width (`…-home-populated-375`); the
// probe reads the story once, so a picture counts as its story's.
const storyOf = (picture) => (users.has(picture) ? picture : picture.replace(/-\d+$/, ''));
const failedStories = new Set([...failed].map(storyOf));
const missed = [...users].filter((story) => !failedStories.has(story));
const unexpected = [...failed].filter((picture) => !users.has(storyOf(picture)));
console.log(`${token}: ${original} → ${value} (vitest exit code ${run.status})`);
console.log(`stories using it: ${users.size}; pictures failed: ${failed.size}, of ${failedStories.size} stories`);
console.log(`failed without using it (must be none): ${unexpected.length}`, unexpected);
console.log(`use it but still passed (a change under the tolerance): ${missed.length}`, missed);
process.exit(unexpected.length === 0 && failed.size > 0 ? 0 : 1);
