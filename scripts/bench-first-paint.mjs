// `npm run bench:first-paint`: the first-paint journeys (tests/e2e/first-paint) repeated, each
// in a fresh browser context, with the page's scripts arriving as fast as the shop sends them
// (FIRST_PAINT_TIMING=natural) on a CPU slowed 4 times: a shopper who acts as soon as a
// control is painted. Prints, per journey, how many runs ended as for a shopper who waits,
// and how many of the actions came before the page was hydrated. A benchmark: the second
// figure depends on how busy the machine is.
// Usage: node scripts/bench-first-paint.mjs [--runs N] [--timing natural|held]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option('runs', '10'));
const timing = option('timing', 'natural');

const folder = mkdtempSync(path.join(tmpdir(), 'dhanya-first-paint-'));
const report = path.join(folder, 'report.json');
console.error(`First-paint journeys, ${runs} runs each, scripts ${timing}, CPU 4x slower…`);
spawnSync(
  'npx',
  ['playwright', 'test', '--project=first-paint', `--repeat-each=${runs}`, '--retries=0', '--reporter=json'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FIRST_PAINT_TIMING: timing, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  },
);

const { suites } = JSON.parse(readFileSync(report, 'utf8'));
rmSync(folder, { recursive: true, force: true });

/** Every test in the report, with its title path. */
function* testsOf(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { title: [...titles, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, suite.file ? [] : [...titles, child.title]);
}

const journeys = new Map();
for (const suite of suites) {
  for (const { title, test } of testsOf(suite)) {
    const journey = journeys.get(title) ?? { passed: 0, runs: 0, early: 0, acted: 0, errors: new Set() };
    for (const result of test.results) {
      journey.runs += 1;
      if (result.status === 'passed') journey.passed += 1;
      // eslint-disable-next-line no-control-regex -- the reporter's colours
      else journey.errors.add((result.error?.message ?? result.status).replace(/\u001b\[\d+m/g, '').split('\n')[0]);
      for (const note of result.annotations ?? test.annotations ?? []) {
        if (note.type !== 'hydrated before the action') continue;
        journey.acted += 1;
        if (note.description === 'false') journey.early += 1;
      }
    }
    journeys.set(title, journey);
  }
}

const width = Math.max(...[...journeys.keys()].map((title) => title.length));
console.log(`${'journey'.padEnd(width)}  ended as if waited  actions before hydration`);
let failed = 0;
for (const [title, { passed, runs: count, early, acted }] of journeys) {
  if (passed < count) failed += 1;
  const before = acted ? `${early} of ${acted}` : '(acts on a hydrated page)';
  console.log(`${title.padEnd(width)}  ${`${passed}/${count}`.padStart(18)}  ${before}`);
}
for (const [title, { errors }] of journeys) {
  for (const error of errors) console.log(`failed: ${title}: ${error}`);
}
process.exitCode = failed ? 1 : 0;
