import { describe, expect, test } from 'vitest';
import { MAX_IMAGE_BYTES, imageFileMessages, imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  test('accepts a picture up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1200 })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeUndefined();
  });

  test('refuses a file that is not a picture', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 1200 })).toBe(imageFileMessages.notAnImage);
    expect(imageFileProblem({ type: '', size: 1200 })).toBe(imageFileMessages.notAnImage);
  });

  test('refuses a picture above 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(imageFileMessages.tooLarge);
  });
});
