import { expect, test } from 'vitest';
import { allFieldsRequired, shopLinkFormSchemaFor, shopLinkProblem } from './shop-link-rules';

const image = new File(['x'], 'x.png', { type: 'image/png' });
type Draft = { title: string; category: 'new-arrival' | 'collection'; image: File | null };

/** What the form says of a draft. */
function problem(draft: Draft, mode: 'create' | 'update') {
  const issues = shopLinkFormSchemaFor(mode).safeParse(draft).error?.issues ?? [];
  return shopLinkProblem(Object.fromEntries(issues.map((issue) => [issue.path[0], issue.message])), mode);
}

test('[ADMIN-32] creating needs a title and an image', () => {
  expect(problem({ title: '', category: 'new-arrival', image }, 'create')).toBe(allFieldsRequired);
  expect(problem({ title: 'Festive Pantry', category: 'collection', image: null }, 'create')).toBe(allFieldsRequired);
  expect(problem({ title: '  ', category: 'collection', image }, 'create')).toBe(allFieldsRequired);
  expect(problem({ title: 'Festive Pantry', category: 'collection', image }, 'create')).toBeUndefined();
});

test('[ADMIN-33] updating needs a title; the image is optional', () => {
  expect(problem({ title: 'Festive Pantry', category: 'collection', image: null }, 'update')).toBeUndefined();
  expect(problem({ title: ' ', category: 'collection', image }, 'update')).toBe('Title is required');
});
