// `npm run bench:web`: Lighthouse (mobile preset, performance only) on the storefront's home,
// a category and a product page of the real shop, with what each page downloads in JS, CSS
// and HTML against the JS budgets; then the bytes a first visit to the home and a product page
// downloads, normal vs lite mode. A benchmark, not a test: figures depend on how busy the
// machine is.
import { writeFileSync } from 'node:fs';
import { readOptions, usage } from './bench-web/args.mjs';
import { onCleanup, runCleanups } from './bench-web/cleanup.mjs';
import { medianRun } from './bench-web/lighthouse-run.mjs';
import { pageFigures } from './bench-web/page-figures.mjs';
import { pagesToMeasure } from './bench-web/pages.mjs';
import { formatLiteTable, liteBytes } from './bench-web/lite-bytes.mjs';
import { launchShop } from './bench-web/shop.mjs';
import { formatTable } from './bench-web/table.mjs';

async function shopOrigin(options) {
  if (options.url) return options.url;
  console.error('Starting the shop (node scripts/start.mjs, builds what is stale)…');
  const shop = await launchShop();
  onCleanup(shop.stop);
  await shop.ready();
  return shop.origin;
}

async function main() {
  const options = readOptions();
  if (options.help) return console.log(usage);
  const origin = await shopOrigin(options);
  const pages = await pagesToMeasure(origin);
  const measured = [];
  for (const page of pages) {
    const url = new URL(page.path, origin).href;
    const { lhr, scores } = await medianRun(url, options.runs, (run, result) =>
      console.error(
        `${page.name} run ${run}/${options.runs}: score ${Math.round(result.categories.performance.score * 100)}, ` +
          `LCP ${Math.round(result.audits['largest-contentful-paint'].numericValue)} ms, ` +
          `TBT ${Math.round(result.audits['total-blocking-time'].numericValue)} ms`,
      ),
    );
    measured.push({
      ...page,
      url,
      scores: scores.map((score) => Math.round(score * 100)),
      figures: await pageFigures(lhr),
    });
  }
  console.log(formatTable(measured));
  const lite = await liteBytes(measured.filter((page) => page.name === 'home' || page.name === 'product'));
  console.log(`\n${formatLiteTable(lite)}`);
  if (options.json) {
    const report = { measuredAt: new Date().toISOString(), origin, runs: options.runs, pages: measured, lite };
    writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    console.error(`Figures written to ${options.json}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
