import type { Page } from '@playwright/test';

/**
 * Every console message of the given kinds and every uncaught error the page (and its frames)
 * reports from now on, as text; assert on the list at the end of a journey.
 */
export function problemsOf(page: Page, kinds: ReadonlyArray<string> = ['error']) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Journeys run without the shop's service worker (playwright.config.ts): Playwright says so.
    if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
    if (kinds.includes(message.type()))
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
