import { contentLanguages, type ContentLanguage, type Translations } from './schemas/translations';

/** How a read asks for content (`contentLanguageQuerySchema`): its language, and whether it wants the translations themselves. */
export interface ContentReading {
  /** Undefined: English, the catalogue's own language. */
  language: ContentLanguage | undefined;
  /** The admin's reads: `translations` and `aliases` come as they are, and the fields stay English. */
  includeTranslations: boolean;
}

/** The reading a request's query asks for; anything unknown reads English. */
export function contentReading(query: unknown): ContentReading {
  const { lang, translations } = (query ?? {}) as Record<string, unknown>;
  return {
    language: contentLanguages.find((language) => language === lang),
    includeTranslations: translations === 'include',
  };
}

/**
 * The answer as its reader asks for it. Every record in it that carries `translations` (a
 * product, its packs and category, a category, a slide…) takes its language's fields in place
 * of the English ones, field by field, so a field nobody translated stays English. Unless the
 * reader includes them, `translations` and `aliases` are left out: a shopper's page never
 * downloads the other languages. What holds no translations is returned as it is.
 */
export function answerInLanguage<T>(answer: T, reading: ContentReading): T {
  return inLanguage(answer, reading) as T;
}

function inLanguage(value: unknown, reading: ContentReading): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const translated = inLanguage(item, reading);
      if (translated === item) return;
      copy ??= [...value];
      copy[index] = translated;
    });
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;

  const record = value as Record<string, unknown>;
  const translations = record.translations as Translations | undefined;
  let copy: Record<string, unknown> | undefined = translations ? { ...record } : undefined;
  for (const [key, field] of Object.entries(record)) {
    if (key === 'translations' || key === 'aliases') continue;
    const translated = inLanguage(field, reading);
    if (translated === field) continue;
    copy ??= { ...record };
    copy[key] = translated;
  }
  if (!copy || !translations) return copy ?? value;

  if (reading.includeTranslations) return copy;
  const own: Record<string, unknown> | undefined = reading.language ? translations[reading.language] : undefined;
  for (const [field, translated] of Object.entries(own ?? {})) {
    if (replaces(translated, copy[field])) copy[field] = translated;
  }
  delete copy.translations;
  delete copy.aliases;
  return copy;
}

/** A translation takes an English field's place when it is of its kind (a page's lists too) and not blank. */
function replaces(translated: unknown, english: unknown): boolean {
  if (typeof english === 'string') return typeof translated === 'string' && translated.trim() !== '';
  if (Array.isArray(english)) return Array.isArray(translated) && translated.length > 0;
  return false;
}

/** The fields a product is translated in: it counts as untranslated until each is written. */
export const productTranslatedFields = ['title', 'description'] as const;

/** Whether a record still lacks one of `fields` in `language`: the admin's "not yet in Hindi". */
export function lacksTranslation(
  record: { translations?: Translations | undefined },
  fields: readonly string[],
  language: ContentLanguage,
): boolean {
  const own = record.translations?.[language];
  return fields.some((field) => !own?.[field]?.trim());
}
