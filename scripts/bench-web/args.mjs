// Command-line options of `npm run bench:web`.
import { parseArgs } from 'node:util';

export const usage = `Usage: npm run bench:web -- [--runs N] [--url http://host:port] [--json FILE]
  --runs N    Lighthouse runs per page; the run with the median score is reported (3)
  --url URL   benchmark a shop that is already running instead of starting one
  --json FILE also write the figures to FILE`;

export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      url: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}"`);
  const url = values.url ? new URL(values.url).origin : undefined;
  return { runs, url, json: values.json, help: values.help };
}
