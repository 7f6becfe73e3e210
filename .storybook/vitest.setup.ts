import { afterEach } from 'vitest';
import { captureStory } from './visual/capture';

type StoryContext = { story?: { id: string; parameters: Record<string, unknown> } };

// Every story is a visual test too: once its play function has passed, its pixels are compared
// with the committed baseline. This file is loaded by Vitest only (VISUAL_TESTS=1 for now, see
// vitest.config.ts), never by Storybook's UI.
afterEach(async (context) => {
  const { story } = context as StoryContext;
  if (!story || context.task.result?.errors?.length) return;
  await captureStory(story.id, story.parameters.router === 'own');
});
