import { shopCookies, yearLongCookie } from '@dhanya/api';
import { type Locale, isLocale, localeOfPath, pathInLocale } from './locales';

/** The switcher's link: choosing a language is a plain link, so it works before the page's code has run. */
export const languageChoicePath = (locale: Locale, from: string) =>
  `/language/${locale}?next=${encodeURIComponent(from)}`;

const choicePath = /^\/language\/([^/?#]+)$/;

type LanguageAnswer = { status: number; redirect: string; setCookie?: string };

/**
 * What the shop answers before rendering a page, given the shopper's remembered language:
 * `/language/hi?next=/about` remembers Hindi and leads to `/hi/about`; a page in English asked
 * by a shopper who chose Hindi leads to the same page in Hindi. Otherwise nothing: the page as asked.
 */
export function answerLanguage(url: URL, remembered: string | undefined): LanguageAnswer | undefined {
  const choice = choicePath.exec(url.pathname);
  if (choice) {
    const locale = choice[1];
    if (!isLocale(locale)) return { status: 303, redirect: localPath(url.searchParams.get('next')) };
    return {
      status: 303,
      redirect: pathInLocale(localPath(url.searchParams.get('next')), locale),
      setCookie: yearLongCookie(shopCookies.language, locale),
    };
  }
  const asked = `${url.pathname}${url.search}`;
  if (isLocale(remembered) && remembered !== localeOfPath(url.pathname)) {
    // Only English paths move: a link into another language is followed as it is.
    if (localeOfPath(url.pathname) === 'en') return { status: 302, redirect: pathInLocale(asked, remembered) };
  }
  return undefined;
}

/** A path of this shop only (no `//elsewhere`, no scheme): anything else leads home. */
function localPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
