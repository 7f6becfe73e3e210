// Lighthouse (default mobile preset: formFactor mobile, simulated throttling), performance
// category only, in Debian's Chromium — a fresh browser for every run.
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './cleanup.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function runOnce(url) {
  // A Launcher rather than launch(): its Ctrl-C handler would exit before the shop is stopped,
  // and registering the kill before Chromium starts leaves no moment where it could leak.
  const chrome = new Launcher({ chromePath, chromeFlags });
  const forget = onCleanup(async () => chrome.kill());
  try {
    await chrome.launch();
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    forget();
    chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times on `url` and returns the run with the median performance score
 * (the lower middle one for an even count), with every run's score beside it.
 */
export async function medianRun(url, runs, onRun = () => {}) {
  const results = [];
  for (let index = 1; index <= runs; index += 1) {
    const lhr = await runOnce(url).catch((error) => {
      // Lighthouse sometimes loses a trace (NO_NAVSTART) and asks to be run again: once.
      console.error(`${error instanceof Error ? error.message : error}: trying that run again`);
      return runOnce(url);
    });
    onRun(index, lhr);
    results.push(lhr);
  }
  const score = (lhr) => lhr.categories.performance.score ?? 0;
  const sorted = [...results].sort((a, b) => score(a) - score(b));
  return { lhr: sorted[Math.floor((sorted.length - 1) / 2)], scores: results.map(score) };
}
