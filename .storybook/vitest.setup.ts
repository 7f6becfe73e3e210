import { afterEach, beforeEach, inject } from 'vitest';
import { beginStoryRequests, endStoryRequests } from './story-requests';
import { captureStory } from './visual/capture';
import { probeTokenUse } from './visual/token-probe';

type StoryContext = { story?: { id: string; parameters: Record<string, unknown> } };

beforeEach(beginStoryRequests);

// Every story is a visual test too: once its play function has passed, its pixels are compared
// with the committed baseline. This file is loaded by Vitest only (vitest.config.ts), never by
// Storybook's UI. Page stories only with VISUAL_PAGES=1, for now.
afterEach(async (context) => {
  const { story } = context as StoryContext;
  try {
    if (!story || context.task.result?.errors?.length) return;
    const isPage = story.parameters.router === 'own';
    if (isPage && !inject('visualPages')) return;
    await probeTokenUse(story.id);
    await captureStory(story.id, isPage);
  } finally {
    await endStoryRequests();
  }
});
