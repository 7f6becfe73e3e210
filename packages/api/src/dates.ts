// Every date the apps and the server show, in one place: the shop's language (en-IN) and time
// zone (India) unless a caller asks for others. A Hindi page passes its locale.

const dateStyles = {
  /** "1 Nov 2026" */
  date: { dateStyle: 'medium' },
  /** "1 Nov 2026, 5:30 pm" */
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  /** "5:30 pm" */
  time: { timeStyle: 'short' },
  /** "1 November 2026": the month in full, as on an invoice's PDF. */
  'long-date': { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateStyle = keyof typeof dateStyles;

type DateFormatOptions = {
  /** 'en-IN' unless given. */
  locale?: string;
  /**
   * An IANA zone ('Asia/Kolkata' unless given, 'UTC', …), or 'local': the zone of the machine
   * running the code, in a browser the viewer's own.
   */
  timeZone?: string;
  /** An unreadable date gives '' unless 'throw' is asked for: then Intl's RangeError. */
  ifInvalid?: 'empty' | 'throw';
};

const formats = new Map<string, Intl.DateTimeFormat>();

// Building an Intl.DateTimeFormat is slow (far slower than formatting with one), and a list
// formats a date per row: each locale, style and zone is built once.
function formatFor(locale: string, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...dateStyles[style],
      timeZone: timeZone === 'local' ? undefined : timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/** `value` (an ISO string or a Date) as a date, a time or both, in `style`. */
export function formatDate(
  value: string | Date,
  style: DateStyle,
  { locale = 'en-IN', timeZone = 'Asia/Kolkata', ifInvalid = 'empty' }: DateFormatOptions = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) && ifInvalid === 'empty') return '';
  return formatFor(locale, style, timeZone).format(date);
}
