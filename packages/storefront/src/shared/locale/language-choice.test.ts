import { describe, expect, it } from 'vitest';
import { answerLanguage, languageChoicePath } from './language-choice';

const at = (path: string) => new URL(path, 'https://shop.example');

describe('answerLanguage', () => {
  it('remembers a chosen language for a year and leads to the same page in it', () => {
    expect(answerLanguage(at(languageChoicePath('hi', '/product/7?ref=wa')), undefined)).toEqual({
      status: 303,
      redirect: '/hi/product/7?ref=wa',
      setCookie: 'dhanya_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax',
    });
    expect(answerLanguage(at(languageChoicePath('en', '/hi/cart')), 'hi')).toMatchObject({
      redirect: '/cart',
      setCookie: expect.stringContaining('dhanya_lang=en;'),
    });
  });

  it('never leads off the shop, and an unknown language remembers nothing', () => {
    expect(answerLanguage(at('/language/hi?next=//evil.example/x'), undefined)?.redirect).toBe('/hi');
    expect(answerLanguage(at('/language/hi?next=https://evil.example'), undefined)?.redirect).toBe('/hi');
    expect(answerLanguage(at('/language/fr?next=/cart'), undefined)).toEqual({ status: 303, redirect: '/cart' });
  });

  it('sends a shopper who chose Hindi from an English page to the Hindi one', () => {
    expect(answerLanguage(at('/'), 'hi')).toEqual({ status: 302, redirect: '/hi' });
    expect(answerLanguage(at('/search?query=dal'), 'hi')).toEqual({ status: 302, redirect: '/hi/search?query=dal' });
  });

  it('leaves a page in the remembered language, a link into another one, and an unknown cookie alone', () => {
    expect(answerLanguage(at('/hi/cart'), 'hi')).toBeUndefined();
    expect(answerLanguage(at('/hi/cart'), 'en')).toBeUndefined();
    expect(answerLanguage(at('/cart'), 'en')).toBeUndefined();
    expect(answerLanguage(at('/cart'), 'xx')).toBeUndefined();
    expect(answerLanguage(at('/cart'), undefined)).toBeUndefined();
  });
});
