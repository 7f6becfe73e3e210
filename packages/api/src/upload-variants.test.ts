import { describe, expect, it } from 'vitest';
import { hasUploadVariants, uploadVariantFile, uploadVariants } from './upload-variants';

const stored = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b.webp';

describe('upload variants', () => {
  it('lists the sizes smallest first, the full picture last', () => {
    const sides = uploadVariants.map(({ maxSide }) => maxSide);
    expect(sides).toEqual([...sides].sort((a, b) => a - b));
    expect(uploadVariants.at(-1)).toMatchObject({ name: 'full', suffix: '' });
  });

  it("names each variant of a stored picture after the picture's own name", () => {
    expect(uploadVariantFile(stored, 'thumb')).toBe('3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b.thumb.webp');
    expect(uploadVariantFile(stored, 'medium')).toBe('3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b.medium.webp');
    expect(uploadVariantFile(stored, 'large')).toBe('3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b.large.webp');
    expect(uploadVariantFile(stored, 'full')).toBe(stored);
  });

  it('has no variants for a variant itself or a picture the server did not re-encode', () => {
    for (const file of ['a.thumb.webp', 'a.medium.webp', 'a.large.webp', 'legacy.png', 'banner.svg']) {
      expect(hasUploadVariants(file), file).toBe(false);
      expect(uploadVariantFile(file, 'thumb'), file).toBeNull();
    }
  });
});
