import { describe, expect, it } from 'vitest';
import { isFirstPaintFont } from './first-paint-fonts';

describe('isFirstPaintFont', () => {
  it('knows the latin faces in a build, hashed or not', () => {
    expect(isFirstPaintFont('assets/poppins-latin-400-normal-cpxAROuN.woff2')).toBe(true);
    expect(isFirstPaintFont('/assets/poppins-latin-700-normal-Qrb0O0WB.woff2')).toBe(true);
    expect(isFirstPaintFont('poppins-latin-600-normal.woff2')).toBe(true);
  });

  it('leaves out the ₹ faces, the woff fallbacks and other fonts', () => {
    for (const file of [
      'assets/poppins-latin-ext-400-normal-by3JarPu.woff2',
      'assets/poppins-latin-400-normal-cpxAROuN.woff',
      'assets/poppins-devanagari-400-normal-x1.woff2',
      'assets/poppins-latin-800-normal-x1.woff2',
    ]) {
      expect(isFirstPaintFont(file), file).toBe(false);
    }
  });
});
