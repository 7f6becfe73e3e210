import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

/**
 * A storefront page is server-rendered: its buttons are on screen before the JavaScript that
 * makes them work has run. Every navigation here waits until the page has hydrated
 * (`<html data-hydrated>`), as a shopper waits for a page to respond. Pages that are not
 * server-rendered (the admin app) have no boot data and are not waited for.
 */
export async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('dhanya-boot'),
  );
}

/**
 * For a journey where motion is the point (the carousel, the banner's scroll, the fade-ins):
 * the journeys otherwise run as a shopper who asked for less motion (playwright.config.ts).
 */
export const withMotion = { reducedMotion: 'no-preference' } as const;

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilInteractive(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilInteractive(page);
        return response;
      };
    }
    await provide(page);
  },
});
