import { expect, test } from 'vitest';
import { allFieldsRequired, shopLinkFormSchemaFor, shopLinkProblem } from './shop-link-rules';

const image = new File(['x'], 'x.png', { type: 'image/png' });
type Draft = { title: string; category: 'new-arrival' | 'collection'; image: File | null };

/** What the form says of a draft. */
function problem(draft: Draft, mode: 'create' | 'update') {
  const issues = shopLinkFormSchemaFor(mode).safeParse(draft).error?.issues ?? [];
  return shopLinkProblem(Object.fromEntries(issues.map((issue) => [issue.path[0], issue.message])), mode);
}

// The footer tab's shop link stories show an empty title and a missing image refused, and an
// update without a new image; a title of spaces is refused here.
test('[ADMIN-32] [ADMIN-33] a title of spaces only is no title, creating or updating', () => {
  expect(problem({ title: '  ', category: 'collection', image }, 'create')).toBe(allFieldsRequired);
  expect(problem({ title: ' ', category: 'collection', image }, 'update')).toBe('Title is required');
});
