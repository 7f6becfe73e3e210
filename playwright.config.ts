// End-to-end journeys (tests/e2e): the real shop started as `npm start` starts it, on a new
// DATA_DIR with the demo seed, driven through Debian's Chromium (never a downloaded browser).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';
import { shopAdmin } from './tests/support/shop-process';

// Set once in the runner; its workers inherit the environment and so share the same shop.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'dhanya-e2e-'));
process.env.E2E_PORT ??= '5055';
// Lets a test cut off the service worker's own requests too (support/offline.ts); without it
// Playwright's offline mode leaves them through.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers for the journeys, one beside them for the first-paint taps: a throttled phone
  // mostly waits, so its journeys run alongside the others instead of after them.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL,
    // A trace records every action's DOM and screencast: it made the journeys 2.8 times slower
    // (one took 37 s instead of 13 s). Re-run a failing journey with `--trace on` to record one.
    trace: 'off',
    // The shop's service worker (issue 35) costs every new context its install: the journeys
    // ran 20–30 % slower with it. They run without it; the offline journeys and the first-paint
    // taps (which must not lose a tap to it) run with it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'first-paint/**',
      workers: 2,
      // The journeys' shopper asked for less motion: the banner's endless scroll, the carousel
      // and the dialogs' and toasts' animations cost every open page 10–20 % of a core in this
      // software-drawn Chromium, and add waits (the same 106 journeys: 439 s → 375 s). Where
      // motion is the point, a journey asks for it back (`withMotion`); the first-paint taps
      // keep it too.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    },
    // A shopper who acts as soon as a control is painted, on a throttled phone (issue 30).
    {
      name: 'first-paint',
      testDir: 'tests/e2e/first-paint',
      workers: 1,
      use: { ...devices['Desktop Chrome'], serviceWorkers: 'allow' },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: shopAdmin.email,
      ADMIN_PASSWORD: shopAdmin.password,
      LOG_LEVEL: 'warn',
      // Every journey signs up from 127.0.0.1; the limits themselves are proven by the server tests.
      RATE_LIMIT_MULTIPLIER: '100',
      // `npm test` has built the Storybook; a build started mid-run would compete for the CPU.
      BUILD_STORYBOOK: 'false',
    },
  },
});
