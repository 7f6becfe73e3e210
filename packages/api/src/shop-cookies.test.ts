import { describe, expect, it } from 'vitest';
import { readCookie, shopCookies, yearLongCookie } from './shop-cookies';

describe('shop cookies', () => {
  it('reads a cookie by its whole name among others, and nothing when it is not there', () => {
    const header = 'other_dhanya_lite=off; dhanya_lang=hi;dhanya_lite=on';
    expect(readCookie(header, shopCookies.lite)).toBe('on');
    expect(readCookie(header, shopCookies.language)).toBe('hi');
    expect(readCookie('dhanya_language=hi', shopCookies.language)).toBeUndefined();
    expect(readCookie(undefined, shopCookies.lite)).toBeUndefined();
  });

  it('writes a cookie the server reads back, kept a year on every path', () => {
    const cookie = yearLongCookie(shopCookies.lite, 'off');
    expect(cookie).toBe('dhanya_lite=off; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(readCookie(cookie.split(';')[0], shopCookies.lite)).toBe('off');
  });
});
