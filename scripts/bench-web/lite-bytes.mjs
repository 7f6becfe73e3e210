// Bytes on the wire for a first visit, normal vs lite mode (`Save-Data: on`, issue 35): a phone
// (375 px) opens the page in a fresh browser, and every response's body and headers are counted
// until the network has been quiet for a while. The service worker is blocked: its install
// downloads what it precaches, the same in either mode.
import { chromium } from '@playwright/test';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function wireBytes(browser, url, saveData) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  try {
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request.sizes()));
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(finished);
    return sizes.reduce((total, size) => total + size.responseBodySize + size.responseHeadersSize, 0);
  } finally {
    await context.close();
  }
}

/** For each page, the bytes of a normal first visit and of a lite one. */
export async function liteBytes(pages) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const measured = [];
    for (const page of pages) {
      measured.push({
        name: page.name,
        normal: await wireBytes(browser, page.url, false),
        lite: await wireBytes(browser, page.url, true),
      });
    }
    return measured;
  } finally {
    await browser.close();
  }
}

/** Kilobytes of 1,000 bytes, as `scripts/bundle-size.mjs` prints them. */
const kb = (bytes) => (bytes / 1000).toFixed(1);

export function formatLiteTable(measured) {
  const rows = measured.map(({ name, normal, lite }) => [
    name,
    kb(normal),
    kb(lite),
    `${kb(normal - lite)} (${Math.round((100 * (normal - lite)) / normal)} %)`,
  ]);
  const header = ['first visit (375 px)', 'normal kB', 'lite kB', 'saved kB'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
