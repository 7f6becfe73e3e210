import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locales';

describe('locale paths', () => {
  it('finds the language from the prefix only', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/product/1')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/cart')).toBe('en');
  });

  it('takes the prefix off, keeping the query', () => {
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hi?query=dal')).toBe('/?query=dal');
    expect(pathWithoutLocale('/hi/search?query=dal')).toBe('/search?query=dal');
    expect(pathWithoutLocale('/history')).toBe('/history');
  });

  it('moves a page to another language and back', () => {
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/?ref=wa', 'hi')).toBe('/hi?ref=wa');
    expect(pathInLocale('/categories/7', 'hi')).toBe('/hi/categories/7');
    expect(pathInLocale('/hi/categories/7', 'hi')).toBe('/hi/categories/7');
    expect(pathInLocale('/hi/categories/7', 'en')).toBe('/categories/7');
    expect(pathInLocale('/hi', 'en')).toBe('/');
  });
});
