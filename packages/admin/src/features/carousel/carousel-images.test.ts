import { describe, expect, test } from 'vitest';
import { carouselImageFormSchemaFor, carouselImagesFrom } from './carousel-images';

const image = { _id: 'img-1', title: 'Millets', description: 'For every meal', imageUrl: '/uploads/images/img-1.svg' };
const file = new File(['x'], 'x.png', { type: 'image/png' });

describe('carouselImagesFrom', () => {
  test('[ADMIN-35] accepts a plain array of images', () => {
    expect(carouselImagesFrom([image])).toEqual([image]);
  });

  test('[ADMIN-35] accepts an object with images, with or without success', () => {
    expect(carouselImagesFrom({ success: true, images: [image] })).toEqual([image]);
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
  const result = carouselImageFormSchemaFor(mode).safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('carouselImageFormSchemaFor', () => {
  test('[ADMIN-36] adding needs a title, a description and an image', () => {
    expect(errorsOf({ title: '', description: ' ', image: null }, 'add')).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      image: 'Image is required',
    });
    expect(errorsOf({ title: 'A', description: 'B', image: null }, 'add')).toEqual({ image: 'Image is required' });
    expect(errorsOf({ title: 'A', description: 'B', image: file }, 'add')).toEqual({});
  });

  test('[ADMIN-37] editing needs a title and a description; the image is optional', () => {
    expect(errorsOf({ title: 'A', description: 'B', image: null }, 'edit')).toEqual({});
    expect(errorsOf({ title: ' ', description: 'B', image: file }, 'edit')).toEqual({ title: 'Title is required' });
  });
});
