import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { knownScreenCommands } from './known-screens.ts';

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

/** One story id per line: the stories token-probe.ts found using the probed token. */
function recordTokenUseIn(root: string): BrowserCommand<[storyId: string]> {
  return (_context, storyId) => {
    mkdirSync(path.join(root, resultsDir), { recursive: true });
    appendFileSync(path.join(root, resultsDir, 'token-users.txt'), `${storyId}\n`);
  };
}

/**
 * The Vitest runner draws the story's frame inside its own page and scales it down when that
 * page is smaller; a window taller than the tallest capture keeps every pixel at 1:1.
 */
export const runnerWindow = { width: 1400, height: 6200 };

export function visualTestConfig(root: string) {
  return {
    commands: {
      reduceMotion,
      recordTokenUse: recordTokenUseIn(root),
      ...knownScreenCommands(path.join(root, baselineDir)),
    },
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // Stricter than the anchors' 0.2 and 1 %, because rendering here is repeatable (every
        // unchanged run matched) and looser values hid real changes. With --color-primary
        // changed from teal to plum, of the 169 stories that show it, 0.2 / 1 % failed 47,
        // 0.1 / 1 % failed 71, and 0.1 / 0.1 % fails 144; none of the others failed
        // (scripts/visual-token-proof.mjs). Anti-aliased pixels count too (includeAA): pixelmatch
        // otherwise skips them, and most of a changed word's pixels are its glyphs' soft edges,
        // so stale pictures passed ("Rice 5 kg ₹540.00" against "Rice from ₹118.00"; 17 in all).
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001, includeAA: true },
        resolveScreenshotPath: ({ arg }: { arg: string }) => path.join(root, baselineDir, `${arg}.png`),
        resolveDiffPath: ({ arg }: { arg: string }) => path.join(root, resultsDir, `${arg}.png`),
      },
    },
  };
}
