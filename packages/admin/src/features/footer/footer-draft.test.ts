import { describe, expect, test } from 'vitest';
import { addLegalLink, removeLegalLink } from './footer-draft';

const links = [{ title: 'Terms & Conditions', url: '/terms' }];

// The footer tab's Legal links story adds a link at the end, refuses an empty title or url and
// removes one by its button; these are the trimming, the blanks of spaces and the edges.
describe('legal links', () => {
  test('[ADMIN-29] a link with a title and a url is added at the end, trimmed', () => {
    expect(addLegalLink(links, { title: ' Shipping ', url: ' /shipping ' })).toEqual([
      ...links,
      { title: 'Shipping', url: '/shipping' },
    ]);
  });

  test('[ADMIN-29] spaces alone are no title or url: nothing is added', () => {
    expect(addLegalLink(links, { title: '   ', url: '  ' })).toEqual(links);
  });

  test('[ADMIN-29] removing a position past the end removes nothing', () => {
    expect(removeLegalLink(links, 5)).toEqual(links);
  });

  test('the list passed in is never changed', () => {
    const before = structuredClone(links);
    addLegalLink(links, { title: 'A', url: '/a' });
    removeLegalLink(links, 0);
    expect(links).toEqual(before);
  });
});
