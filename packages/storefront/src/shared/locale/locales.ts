import type { ContentLanguage } from '@dhanya/api/contract';

/**
 * The shop's languages. English lives at the spec's paths (`/cart`); every other language at
 * the same paths under its prefix (`/hi/cart`). Adding one is a row here, a catalogue in
 * `src/locales/` and one in `@dhanya/ui` (README, "Adding a language").
 */
type LocaleInfo = {
  /** BCP 47 tag for numbers, prices and dates. */
  tag: string;
  /** The language's name in its own script, as the switcher shows it. */
  name: string;
  /** Where its pages live: '' for English, `/hi` for Hindi. */
  prefix: string;
  ogLocale: string;
  /** The Poppins subset its words are drawn from (fonts.css). */
  script: 'latin' | 'devanagari';
  /** The `lang` its pages ask the API for, so the catalogue and pages come in it; none for English, the catalogue's own. */
  content: ContentLanguage | undefined;
  published: boolean;
};

export const locales = {
  en: {
    tag: 'en-IN',
    name: 'English',
    prefix: '',
    ogLocale: 'en_IN',
    script: 'latin',
    content: undefined,
    published: true,
  },
  hi: {
    tag: 'hi-IN',
    name: 'हिन्दी',
    prefix: '/hi',
    ogLocale: 'hi_IN',
    script: 'devanagari',
    content: 'hi',
    published: true,
  },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof locales;

export const allLocales = Object.keys(locales) as Locale[];

/** The languages the shop offers: in the switcher and the pages' `hreflang` alternates. */
export const publishedLocales = allLocales.filter((locale) => locales[locale].published as boolean);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(locales, value);
}

/** The language a path is in: its prefix's, else English. `/hi`, `/hi/cart` → hi; `/history` → en. */
export function localeOfPath(path: string): Locale {
  const pathname = path.split(/[?#]/, 1)[0]!;
  for (const locale of allLocales) {
    const { prefix } = locales[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return 'en';
}

/** The path without its language prefix: `/hi/cart?x=1` → `/cart?x=1`, `/hi` → `/`. */
export function pathWithoutLocale(path: string): string {
  const { prefix } = locales[localeOfPath(path)];
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page in another language: `/hi/cart` in en → `/cart`; `/` in hi → `/hi`. */
export function pathInLocale(path: string, locale: Locale): string {
  const plain = pathWithoutLocale(path);
  const { prefix } = locales[locale];
  if (!prefix) return plain;
  return plain === '/' || plain.startsWith('/?') || plain.startsWith('/#')
    ? `${prefix}${plain.slice(1)}`
    : `${prefix}${plain}`;
}
