import { describe, expect, it } from 'vitest';
import { type Manifest, pageAssets } from './page-assets';

const manifest: Manifest = {
  'src/boot.ts': {
    file: 'assets/boot-a1.js',
    imports: ['_runtime'],
    css: ['assets/boot-c1.css'],
    assets: [
      'assets/poppins-latin-400-normal-x1.woff2',
      'assets/poppins-latin-400-normal-x1.woff',
      'assets/poppins-latin-500-normal-x2.woff2',
      'assets/poppins-latin-600-normal-x3.woff2',
      'assets/poppins-latin-ext-600-normal-x4.woff2',
      'assets/poppins-devanagari-400-normal-d1.woff2',
      'assets/poppins-devanagari-500-normal-d2.woff2',
      'assets/poppins-devanagari-600-normal-d3.woff2',
    ],
  },
  _runtime: { file: 'assets/runtime-r1.js' },
  'src/entry-client.tsx': { file: 'assets/entry-client-e1.js', imports: ['_runtime', '_react'] },
  _react: { file: 'assets/client-d1.js' },
  'src/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['_react', '_cards'] },
  _cards: { file: 'assets/cards-k1.js' },
  'src/routes/cart.tsx': { file: 'assets/cart-c1.js' },
};

describe('pageAssets', () => {
  it('names boot.ts as the entry, and the hydrating code and the page’s chunks for after the first paint', () => {
    const assets = pageAssets(manifest, ['src/routes/home.tsx']);
    expect(assets.entry).toBe('/assets/boot-a1.js');
    expect(assets.modules.sort()).toEqual(
      [
        '/assets/runtime-r1.js',
        '/assets/entry-client-e1.js',
        '/assets/client-d1.js',
        '/assets/home-h1.js',
        '/assets/cards-k1.js',
      ].sort(),
    );
    expect(assets.styles).toEqual(['/assets/boot-c1.css']);
  });

  it('preloads only the latin 400 and 600 faces, as woff2', () => {
    expect(pageAssets(manifest, []).fonts).toEqual([
      '/assets/poppins-latin-400-normal-x1.woff2',
      '/assets/poppins-latin-600-normal-x3.woff2',
    ]);
  });

  it('on a Hindi page also preloads the Devanagari text face (400), not a fourth font', () => {
    expect(pageAssets(manifest, [], 'hi').fonts).toEqual([
      '/assets/poppins-latin-400-normal-x1.woff2',
      '/assets/poppins-latin-600-normal-x3.woff2',
      '/assets/poppins-devanagari-400-normal-d1.woff2',
    ]);
  });

  it('fails clearly on a build without the boot entry', () => {
    expect(() => pageAssets({}, [])).toThrow(/src\/boot\.ts/);
  });
});
