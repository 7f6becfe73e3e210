import { describe, expect, test } from 'vitest';
import { addLegalLink, removeLegalLink } from './footer-draft';

const links = [{ title: 'Terms & Conditions', url: '/terms' }];

describe('legal links', () => {
  test('[ADMIN-29] a link with a title and a url is added at the end, trimmed', () => {
    expect(addLegalLink(links, { title: ' Shipping ', url: ' /shipping ' })).toEqual([
      ...links,
      { title: 'Shipping', url: '/shipping' },
    ]);
  });

  test('[ADMIN-29] nothing is added when the title or the url is empty', () => {
    expect(addLegalLink(links, { title: '', url: '/shipping' })).toEqual(links);
    expect(addLegalLink(links, { title: 'Shipping', url: '' })).toEqual(links);
    expect(addLegalLink(links, { title: '   ', url: '  ' })).toEqual(links);
  });

  test('[ADMIN-29] a link is removed by its position, the others stay in order', () => {
    const three = [...links, { title: 'About', url: '/about' }, { title: 'Contact', url: '/contact' }];
    expect(removeLegalLink(three, 1)).toEqual([three[0], three[2]]);
    expect(removeLegalLink(three, 5)).toEqual(three);
  });

  test('the list passed in is never changed', () => {
    const before = structuredClone(links);
    addLegalLink(links, { title: 'A', url: '/a' });
    removeLegalLink(links, 0);
    expect(links).toEqual(before);
  });
});
