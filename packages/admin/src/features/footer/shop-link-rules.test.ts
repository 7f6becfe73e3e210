import { expect, test } from 'vitest';
import { allFieldsRequired, shopLinkDraftError, titleRequired } from './shop-link-rules';

const image = new File(['x'], 'x.png', { type: 'image/png' });

test('[ADMIN-32] creating needs a title and an image', () => {
  expect(shopLinkDraftError({ title: '', category: 'new-arrival', image }, 'create')).toBe(allFieldsRequired);
  expect(shopLinkDraftError({ title: 'Festive Pantry', category: 'collection', image: null }, 'create')).toBe(
    allFieldsRequired,
  );
  expect(shopLinkDraftError({ title: '  ', category: 'collection', image }, 'create')).toBe(allFieldsRequired);
  expect(shopLinkDraftError({ title: 'Festive Pantry', category: 'collection', image }, 'create')).toBeNull();
});

test('[ADMIN-33] updating needs a title; the image is optional', () => {
  expect(shopLinkDraftError({ title: 'Festive Pantry', category: 'collection', image: null }, 'update')).toBeNull();
  expect(shopLinkDraftError({ title: ' ', category: 'collection', image }, 'update')).toBe(titleRequired);
});
