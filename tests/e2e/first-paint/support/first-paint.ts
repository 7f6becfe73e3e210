// A shopper on a mid-range phone who acts as soon as a control is painted, never waiting for
// the page to hydrate (issue 30). The CPU runs 4 times slower (through CDP), as such a phone's.
//
// FIRST_PAINT_TIMING picks when the page's scripts arrive:
// - `held` (CI, the default): they wait until the shopper has acted, as on a slow connection,
//   so every action provably comes before hydration (the test checks that it did);
// - `natural` (`npm run bench:first-paint`): they come as fast as the shop sends them, and an
//   action lands before, during or after hydration; each test notes which.
import { type CDPSession, type Page, test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

export const firstPaintTiming = process.env.FIRST_PAINT_TIMING === 'natural' ? 'natural' : 'held';

export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const desktop = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false };

export type Shopper = {
  /**
   * Opens a page and returns once its HTML starts arriving: nothing else is waited for. Its
   * scripts are held (held timing) unless `hydrate` says the page's control is painted only
   * by its code (the cart's lines, read from the phone's storage).
   */
  open: (path: string, options?: { hydrate?: boolean }) => Promise<void>;
  /**
   * Does what the shopper does on the page as it was painted, then lets the page's scripts
   * in. With held timing it first checks that the page is not hydrated yet.
   */
  beforeHydration: (action: () => Promise<void>) => Promise<void>;
  /** Holds the scripts of the page the next action leads to, for a `beforeHydration` there. */
  holdNextPage: () => void;
};

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

export const test = base.extend<{ shopper: Shopper }>({
  shopper: async ({ page }, provide, testInfo) => {
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    let scriptsMayCome = Promise.resolve();
    let letScriptsIn = () => {};
    const holdScripts = () => {
      if (firstPaintTiming === 'held') scriptsMayCome = new Promise<void>((resolve) => (letScriptsIn = resolve));
    };
    // Only held timing intercepts the scripts (interception alone slows every request).
    if (firstPaintTiming === 'held') {
      await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
        await scriptsMayCome;
        await route.continue();
      });
    }

    await provide({
      open: async (path, { hydrate = false } = {}) => {
        if (hydrate) letScriptsIn();
        else holdScripts();
        await page.goto(path, { waitUntil: 'commit' });
      },
      beforeHydration: async (action) => {
        const hydrated = await isHydrated(page);
        if (firstPaintTiming === 'held' && hydrated) throw new Error('the page hydrated before the shopper acted');
        testInfo.annotations.push({ type: 'hydrated before the action', description: String(hydrated) });
        const release = letScriptsIn;
        await action();
        release();
      },
      holdNextPage: holdScripts,
    });
    letScriptsIn();
  },
});
