import type { StoryContext } from '@storybook/react-vite';
import { pauseToasts } from './toasts';

/** Set by @storybook/addon-vitest: "false" in `vitest run`, "true" in the Storybook UI's runs. */
const vitestRun = import.meta.env.VITEST_STORYBOOK as string | undefined;

/** The rendered states axe has already checked in this run: the page, its size, the options. */
const checkedStates = new Set<string>();

async function renderedState(context: StoryContext): Promise<string> {
  const state = JSON.stringify([
    window.innerWidth,
    window.innerHeight,
    context.parameters.a11y ?? null,
    Array.from(document.documentElement.attributes, ({ name, value }) => `${name}=${value}`),
    document.body.innerHTML,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(state));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * An interaction story often ends in a state another story already shows: axe would find
 * the same page and give the same answer. In `vitest run` it checks each state once.
 */
async function checkEachStateOnce(context: StoryContext) {
  const state = await renderedState(context);
  if (!checkedStates.has(state)) {
    checkedStates.add(state);
    return;
  }
  context.parameters = { ...context.parameters, a11y: { ...context.parameters.a11y, test: 'off' } };
}

/**
 * The preview's `afterEach`, which Storybook runs before the addons' (it runs them last to
 * first): after it come the accessibility check, then the picture.
 */
export async function endOfPlay(context: StoryContext) {
  if (vitestRun === undefined) return;
  // A toast near the end of its timer is in the picture however long the check takes.
  pauseToasts();
  if (vitestRun === 'false') await checkEachStateOnce(context);
}
