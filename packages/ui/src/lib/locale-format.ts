import { formatIndianNumber, formatRupees } from './indian-numbers';

/** How the library writes numbers, money and dates in one locale. */
export type LocaleFormat = {
  /** A BCP 47 tag, e.g. `en-IN` or `hi-IN`. */
  locale: string;
  /** An amount in rupees: 123456.5 → "₹1,23,456.50". */
  price: (amount: number) => string;
  /** Whole rupees, without paise: 1250 → "₹1,250". */
  wholePrice: (amount: number) => string;
  /** A number with at most `maxFractionDigits` decimals, trailing zeros dropped. */
  number: (value: number, maxFractionDigits?: number) => string;
  /** A date, e.g. "28 Nov 2026" (the options of `Intl.DateTimeFormat`). */
  date: (date: Date | number, options?: Intl.DateTimeFormatOptions) => string;
};

const defaultDateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * en-IN's numbers are written by hand (indian-numbers.ts): building its `Intl.NumberFormat`
 * costs a phone tens of milliseconds on every page with a price. Other locales use `Intl`,
 * one formatter per locale and option set.
 */
const formats = new Map<string, LocaleFormat>();

export function localeFormat(locale: string): LocaleFormat {
  let format = formats.get(locale);
  if (!format) {
    format = locale === 'en-IN' ? indianEnglish() : intlFormat(locale);
    formats.set(locale, format);
  }
  return format;
}

function cachedByOptions<T>(make: (key: string) => T) {
  const cache = new Map<string, T>();
  return (key: string) => {
    let value = cache.get(key);
    if (!value) {
      value = make(key);
      cache.set(key, value);
    }
    return value;
  };
}

function dateFormat(locale: string): LocaleFormat['date'] {
  const formatter = cachedByOptions((options) => new Intl.DateTimeFormat(locale, JSON.parse(options)));
  return (date, options = defaultDateOptions) => formatter(JSON.stringify(options)).format(date);
}

function indianEnglish(): LocaleFormat {
  return {
    locale: 'en-IN',
    price: formatRupees,
    wholePrice: (amount) => `₹${formatIndianNumber(amount, 0)}`,
    number: formatIndianNumber,
    date: dateFormat('en-IN'),
  };
}

function intlFormat(locale: string): LocaleFormat {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
  const wholeMoney = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const numbers = cachedByOptions(
    (digits) => new Intl.NumberFormat(locale, { maximumFractionDigits: Number(digits), useGrouping: true }),
  );
  return {
    locale,
    price: (amount) => money.format(amount),
    wholePrice: (amount) => wholeMoney.format(amount),
    number: (value, maxFractionDigits = 3) => numbers(String(maxFractionDigits)).format(value),
    date: dateFormat(locale),
  };
}
