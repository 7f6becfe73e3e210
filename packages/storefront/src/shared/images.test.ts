import { describe, expect, it } from 'vitest';
import { productImage, uploadSrcSet, uploadSrcSetOfUrl, uploadUrl } from './images';

const stored = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('uploadUrl', () => {
  it('picks the 480 px variant for cards and the full picture otherwise', () => {
    expect(productImage(`${stored}.webp`)).toBe(`/uploads/products/${stored}.thumb.webp`);
    expect(productImage(`${stored}.webp`, 'full')).toBe(`/uploads/products/${stored}.webp`);
    expect(uploadUrl('category', `${stored}.webp`)).toBe(`/uploads/category/${stored}.webp`);
  });

  it('uses a name the server did not re-encode as it is, and nothing for no name', () => {
    expect(productImage('sona-masoori.svg')).toBe('/uploads/products/sona-masoori.svg');
    expect(productImage(null)).toBeNull();
  });
});

describe('uploadSrcSet', () => {
  it('lists every stored size with its width, smallest first', () => {
    expect(uploadSrcSet('images', `${stored}.webp`)).toBe(
      [
        `/uploads/images/${stored}.thumb.webp 480w`,
        `/uploads/images/${stored}.medium.webp 960w`,
        `/uploads/images/${stored}.large.webp 1200w`,
        `/uploads/images/${stored}.webp 1600w`,
      ].join(', '),
    );
  });

  it('stops at the largest size asked for', () => {
    expect(uploadSrcSet('products', `${stored}.webp`, 'medium')).toBe(
      `/uploads/products/${stored}.thumb.webp 480w, /uploads/products/${stored}.medium.webp 960w`,
    );
  });

  it('is undefined for a picture with no variants, so it keeps its one URL', () => {
    for (const file of ['sona-masoori.svg', 'legacy.png', `${stored}.thumb.webp`, null, undefined]) {
      expect(uploadSrcSet('products', file), String(file)).toBeUndefined();
    }
  });
});

describe('uploadSrcSetOfUrl', () => {
  it('reads the kind and file out of an uploads URL', () => {
    expect(uploadSrcSetOfUrl(`/uploads/images/${stored}.webp`, 'medium')).toBe(
      `/uploads/images/${stored}.thumb.webp 480w, /uploads/images/${stored}.medium.webp 960w`,
    );
  });

  it('is undefined for any other URL', () => {
    for (const url of [
      `/uploads/secrets/${stored}.webp`,
      `https://cdn.example/${stored}.webp`,
      '/uploads/images/banner.svg',
      '/uploads/images/%E0%A4%A.webp',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    ]) {
      expect(uploadSrcSetOfUrl(url), url).toBeUndefined();
    }
  });
});
