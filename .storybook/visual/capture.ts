import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    reduceMotion: (on: boolean) => Promise<void>;
  }
}

/** Widths a page story is captured at: the phone the shop is built for, and a laptop. */
const pageWidths = [375, 1280] as const;
const baseHeight = 800;
/** The tallest capture: a longer page is cut here rather than making a picture of megabytes. */
const maxHeight = 6000;

/** The carousel's progress bar: the one part that moves on a timer. */
const carouselProgress = '[data-slot="carousel-progress"]';

/** Nothing moves while a picture is taken or colours are read. */
export const stillStyle = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}
/* How far the carousel got before it stopped depends on the machine's speed. */
${carouselProgress} > * { transform: scaleX(0) !important; }`;

async function holdStill() {
  const reduce = document.querySelector(carouselProgress) !== null;
  if (reduce) await commands.reduceMotion(true);
  const style = document.createElement('style');
  style.textContent = stillStyle;
  document.head.append(style);
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      // An endless animation cannot finish; the style above stops it instead.
    }
  }
  return async () => {
    style.remove();
    if (reduce) await commands.reduceMotion(false);
  };
}

/** Every picture loaded and decoded, the fonts in, and two frames drawn. */
async function settle() {
  const images = [...document.images];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

async function captureAt(width: number, name: string) {
  await page.viewport(width, baseHeight);
  await settle();
  const height = Math.min(maxHeight, Math.max(baseHeight, document.documentElement.scrollHeight));
  await page.viewport(width, height);
  await settle();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
}

/** The story's own element, or the whole frame when it opened something outside it (a dialog, a toast). */
function captureTarget(): Element {
  const [root, ...others] = [...document.body.children].filter(
    (element) => element.tagName === 'DIV' && !element.classList.contains('sb-wrapper'),
  );
  const opened = others.some((element) => {
    const { width, height } = element.getBoundingClientRect();
    return width * height > 1;
  });
  if (!root || opened) return document.body;
  const { width, height } = root.getBoundingClientRect();
  // A story that renders nothing is captured as the empty canvas it leaves.
  return width * height > 0 ? root : document.body;
}

/**
 * Compares what a story shows once its play function is done with the committed baseline.
 * Pages are captured whole at each of `pageWidths`; a component at its own size.
 */
export async function captureStory(name: string, isPage: boolean) {
  const release = await holdStill();
  try {
    if (isPage) {
      for (const width of pageWidths) await captureAt(width, `${name}-${width}`);
    } else {
      await settle();
      await expect.element(page.elementLocator(captureTarget())).toMatchScreenshot(name);
    }
  } finally {
    await release();
  }
}
