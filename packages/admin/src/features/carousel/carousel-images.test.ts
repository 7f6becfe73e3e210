import { describe, expect, test } from 'vitest';
import { carouselImageFormSchemaFor, carouselImagesFrom } from './carousel-images';

const file = new File(['x'], 'x.png', { type: 'image/png' });

// The carousel tab's stories show both answer shapes, the required fields when adding and
// editing, and an edit without a new image; these are the answers and blanks they do not send.
describe('carouselImagesFrom', () => {
  test('[ADMIN-35] accepts an object with images even without a success flag', () => {
    expect(carouselImagesFrom({ images: [] })).toEqual([]);
  });

  test('[ADMIN-35] any other answer is an error, not an empty list', () => {
    expect(() => carouselImagesFrom({ success: true })).toThrow();
    expect(() => carouselImagesFrom(null)).toThrow();
    expect(() => carouselImagesFrom([{ title: 'no id' }])).toThrow();
  });
});

/** Each refused field's message, as the form shows them. */
function errorsOf(values: { title: string; description: string; image: File | null }, mode: 'add' | 'edit') {
  // The Hindi tab's fields are always in the form, blank unless written.
  const result = carouselImageFormSchemaFor(mode).safeParse({
    translations: { hi: { title: '', description: '' } },
    ...values,
  });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('carouselImageFormSchemaFor', () => {
  test('[ADMIN-36] [ADMIN-37] spaces alone are no title or description, adding or editing', () => {
    expect(errorsOf({ title: 'A', description: ' ', image: file }, 'add')).toEqual({
      description: 'Description is required',
    });
    expect(errorsOf({ title: ' ', description: 'B', image: file }, 'edit')).toEqual({ title: 'Title is required' });
  });
});
