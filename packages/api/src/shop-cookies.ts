/**
 * The cookies a storefront page's first HTML depends on: the server reads them, the storefront
 * (and the server's `/language/:locale`) writes them. Neither holds a session: the shopper's
 * token never travels in a cookie.
 */
export const shopCookies = {
  /** The language the shopper chose with the switcher: a locale tag (`en`, `hi`). */
  language: 'dhanya_lang',
  /** The footer's lite mode switch: `on` or `off`. */
  lite: 'dhanya_lite',
} as const;

const oneYear = 365 * 24 * 60 * 60;

/** The value of cookie `name` in a `Cookie` header or `document.cookie`, when it is there. */
export function readCookie(cookies: string | undefined, name: string): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** A shop cookie kept for a year on every path: a `Set-Cookie` value, or what `document.cookie` takes. */
export const yearLongCookie = (name: string, value: string): string =>
  `${name}=${value}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
