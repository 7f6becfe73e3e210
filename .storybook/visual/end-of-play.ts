import { pauseToasts } from './toasts';

/** Set by @storybook/addon-vitest in the stories it runs; absent in the Storybook UI. */
const underVitest = import.meta.env.VITEST_STORYBOOK !== undefined;

/**
 * The first `afterEach` of every story (main.ts lists this file before the addons'): the
 * accessibility check runs after it, then the picture is taken. A toast stops closing the
 * moment the play function ends, so whether it is in the picture does not depend on how long
 * the accessibility check took on this machine.
 */
export const afterEach = () => {
  if (underVitest) pauseToasts();
};
