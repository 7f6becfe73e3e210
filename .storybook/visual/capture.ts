import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { type KnownScreen, captureMark } from './capture-mark';
import { expectPageFitsScreen } from './fits-screen';
import { pauseToasts, resumeToasts, toastViewport } from './toasts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    reduceMotion: (on: boolean) => Promise<void>;
    knownScreen: (name: string) => Promise<KnownScreen>;
    rememberScreen: (name: string) => Promise<void>;
  }
}

/** Compares `target` with its baseline, after the fast path of known-screens.ts. */
async function matchBaseline(target: Element, name: string) {
  target.setAttribute(captureMark, '');
  try {
    const known = await commands.knownScreen(name);
    if (known === 'known') return;
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
    if (known === 'record') await commands.rememberScreen(name);
  } finally {
    target.removeAttribute(captureMark);
  }
}

/** Widths a page story is captured at: the phone the shop is built for, and a laptop. */
const phone = 375;
const laptop = 1280;
/** A page story is captured one screen tall: what a shopper sees, not the whole scroll. */
const screenHeight = 800;

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
  // A toast that closed mid-capture would make the picture unstable (end-of-play.ts paused
  // those already open; this pauses one a late answer opened).
  pauseToasts();
  // The browser's own "Please fill out this field" bubble is not the shop's design, and it
  // closes on its own timer; moving focus away and back closes it and keeps the focus.
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.matches(':invalid')) {
    focused.blur();
    focused.focus();
  }
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      // An endless animation cannot finish; the style above stops it instead.
    }
  }
  return async () => {
    resumeToasts();
    style.remove();
    if (reduce) await commands.reduceMotion(false);
  };
}

/** Whether any of the element shows within the frame's viewport. */
function onScreen(element: Element): boolean {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight && right > 0 && left < window.innerWidth;
}

const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Every picture loaded and decoded (those on screen, for a capture of one screen), the fonts
 * in, and two frames drawn. A resize can make the page render again and mount new pictures,
 * so this repeats until a round finds every picture already loaded.
 */
async function settle(screenOnly = false) {
  for (let round = 0; round < 5; round++) {
    await twoFrames();
    const images = [...document.images].filter((image) => !screenOnly || onScreen(image));
    const loading = images.filter((image) => !image.complete);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    if (loading.length === 0) break;
  }
  await document.fonts.ready;
  await twoFrames();
}

/**
 * What a story's outcome shows below the first screen, where the page is scrolled to, as a
 * shopper's would be: a field the form's checks stopped at, or an alert in the page (toasts
 * are on screen anyway). Not any focused control: whether a button keeps focus while it is
 * busy depends on timing, and the picture must not.
 */
function attentionBelowFold(): Element | null {
  const invalid = document.activeElement?.matches(':invalid') ? document.activeElement : null;
  const alert = [...document.querySelectorAll('[role="alert"]')].find((element) => !element.closest(toastViewport));
  return [invalid, alert].find((element) => element && element.getBoundingClientRect().bottom > screenHeight) ?? null;
}

/**
 * The screen as the shopper sees it at `width`: a transparent frame over the viewport is the
 * element captured, so the picture holds whatever is drawn there, fixed toasts included.
 */
async function captureScreenAt(width: number, name: string) {
  await page.viewport(width, screenHeight);
  window.scrollTo(0, 0);
  attentionBelowFold()?.scrollIntoView({ block: 'center' });
  await settle(true);
  expectPageFitsScreen(width, name);
  const screen = document.createElement('div');
  screen.style.cssText = 'position: fixed; inset: 0; pointer-events: none; z-index: 2147483647;';
  document.body.append(screen);
  try {
    await matchBaseline(screen, name);
  } catch (error) {
    // A page still drawing what its last request brought (a table's new pictures) can keep
    // changing through the whole stability window; it is given one more, a changed look fails
    // both. Retries are logged, so the flake rate stays visible.
    if (!(error instanceof Error) || !error.message.includes('stable screenshot')) throw error;
    console.warn(`visual: ${name} was still changing; captured again`);
    await settle(true);
    await matchBaseline(screen, name);
  } finally {
    screen.remove();
  }
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

/** What the capture needs of a story Vitest ran. */
export type CapturedStory = {
  id: string;
  storyName: string;
  tags?: string[];
  parameters: Record<string, unknown> & { router?: string; visual?: VisualParameter; viewport?: ViewportParameter };
  globals?: { viewport?: { value?: string } };
};
/**
 * `false`: no picture. `{ widths }`: a page state pictured only at these widths, where at the
 * others it shows exactly what another state shows (baselines are kept once).
 */
type VisualParameter = false | { widths: number[] };
type ViewportParameter = { options?: Record<string, { styles?: { width?: string } }> };

/** The states a designer reviews every page in (issue 11): captured at both widths. */
const pageStates = new Set(['loading', 'empty', 'error', 'populated', 'longtext']);
/** "Long text", "Long Text" and the export's "LongText" are one state. */
const stateKey = (storyName: string) => storyName.toLowerCase().replace(/\s+/g, '');
/** The viewport a story is pinned to (`Mobile`), if any. */
const pinnedViewport = (story: CapturedStory) => story.globals?.viewport?.value;

/**
 * Whether a story is a picture (README, "Visual tests"): a component's `All` story, a
 * standard state, a story pinned to a viewport (`Mobile`), or one tagged `state` because it
 * shows a state of its own (an order awaiting payment, a credit note). An interaction story
 * keeps its play function and axe, and takes no picture: what it shows, a state shows.
 */
export function isPicture(story: CapturedStory): boolean {
  if (story.parameters.visual === false) return false;
  return (
    story.id.endsWith('--all') ||
    pageStates.has(stateKey(story.storyName)) ||
    pinnedViewport(story) !== undefined ||
    (story.tags ?? []).includes('state')
  );
}

/**
 * The widths a page story is captured at. A story pinned to a viewport (`Mobile`) is captured
 * at that width; a page state (standard or tagged) at the phone's and the laptop's.
 */
function pageWidthsOf(story: CapturedStory): number[] {
  const { visual } = story.parameters;
  if (visual) return visual.widths;
  const pinned = pinnedViewport(story);
  const width = pinned ? story.parameters.viewport?.options?.[pinned]?.styles?.width : undefined;
  return width ? [Number.parseInt(width, 10)] : [phone, laptop];
}

/**
 * Compares what a story shows once its play function is done with the committed baselines: a
 * page (`parameters.router: 'own'`) one screen tall at each of its widths, a component at its
 * own size.
 */
export async function captureStory(story: CapturedStory) {
  const release = await holdStill();
  try {
    if (story.parameters.router === 'own') {
      for (const width of pageWidthsOf(story)) await captureScreenAt(width, `${story.id}-${width}`);
    } else {
      await settle();
      await matchBaseline(captureTarget(), story.id);
    }
  } finally {
    await release();
  }
}
