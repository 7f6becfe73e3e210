import path from 'node:path';
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

/** Where baselines live (committed) and where a failed comparison leaves its pictures. */
const baselineDir = 'visual/baselines';
const resultsDir = 'visual/results';

/**
 * Reduced motion while a picture is taken: what still moves on a timer (the carousel) stops,
 * as it does for a shopper who asked for less motion.
 */
const reduceMotion: BrowserCommand<[on: boolean]> = async (context, on) => {
  await context.page.emulateMedia({ reducedMotion: on ? 'reduce' : 'no-preference' });
};

/**
 * The Vitest runner draws the story's frame inside its own page and scales it down when that
 * page is smaller; a window taller than the tallest capture keeps every pixel at 1:1.
 */
export const runnerWindow = { width: 1400, height: 6200 };

export function visualTestConfig(root: string) {
  return {
    commands: { reduceMotion },
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // Tuned like the anchors': colour noise under 0.2 is ignored, and up to 1 % of the
        // pixels may differ (anti-aliasing of text on a busy machine), no more.
        comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
        resolveScreenshotPath: ({ arg }: { arg: string }) => path.join(root, baselineDir, `${arg}.png`),
        resolveDiffPath: ({ arg }: { arg: string }) => path.join(root, resultsDir, `${arg}.png`),
      },
    },
  };
}
