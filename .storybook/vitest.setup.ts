import { configure } from 'storybook/test';
import { afterEach, beforeEach } from 'vitest';
import { beginStoryRequests, endStoryRequests, requestsIdle } from '../stories/support/story-requests';
import { type CapturedStory, captureStory, isPicture } from './visual/capture';
import { blurControlsWhenDisabled } from './visual/focus-fixup';
import { probeTokenUse } from './visual/token-probe';

// Two story pages and the Node tests share two cores in CI: a step that takes 300 ms alone can
// take seconds there. A `findBy` waits up to 3 s by default (testing-library's own is 1 s); a
// story that is broken still fails, only later.
configure({ asyncUtilTimeout: 3000 });

beforeEach(beginStoryRequests);

// Whether a busy button keeps its focus ring must not depend on how fast its mock answered.
blurControlsWhenDisabled();

// A story that is a picture (isPicture: a component's All, a page state) is a visual test too:
// once its play function has passed, its pixels are compared with the committed baselines.
// This file is loaded by Vitest only (vitest.config.ts), never by Storybook's UI.
afterEach(async (context) => {
  const { story } = context as { story?: CapturedStory };
  try {
    if (!story || context.task.result?.errors?.length || !isPicture(story)) return;
    // What the story's last step sent (a list refetched after a save) lands before the picture.
    await requestsIdle(500);
    await probeTokenUse(story.id);
    await captureStory(story);
  } finally {
    await endStoryRequests();
  }
});
