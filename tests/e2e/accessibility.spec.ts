import { createRequire } from 'node:module';
import { type Page, expect, test, withMotion } from './support/test';

// The shop as Lighthouse's accessibility audit meets it on a phone: the whole page at once,
// the parts below the fold not yet drawn (content-visibility). The stories check each
// component alone; only here can one part's undrawn content land on another's links.
const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

type AxeResults = { violations: { id: string; nodes: { html: string }[] }[] };

async function axeProblems(page: Page, rules: string[]) {
  return page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const results = await axe.run(document, { runOnly });
    return results.violations.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.html.slice(0, 120)}`));
  }, rules);
}

/** Scrolls down the page as a shopper does, so every part is drawn and its fade-in (HOME-34) ends. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    // Endless ones (the carousel's progress, a spinner) never finish.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

// Lighthouse's phone does not ask for less motion: the parts fade in as they do for it.
test.use({ viewport: { width: 412, height: 915 }, bypassCSP: true, ...withMotion });

for (const path of ['/', '/products']) {
  test(`[issue 33] ${path}: every target is 24 px or spaced apart, and every text legible (WCAG 2.2 AA)`, async ({
    page,
  }) => {
    await page.goto(path);
    // Lighthouse audits once the network is quiet: pictures in, every request answered.
    await page.waitForLoadState('networkidle');
    await page.addScriptTag({ path: axePath });
    // As the page loads: what Lighthouse measures, below-the-fold parts undrawn.
    expect(await axeProblems(page, ['target-size'])).toEqual([]);
    // As the shopper sees each part: a card fading in is not yet its colours at its first frame.
    await scrollThrough(page);
    expect(await axeProblems(page, ['target-size', 'color-contrast'])).toEqual([]);
  });
}
