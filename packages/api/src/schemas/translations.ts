import { z } from 'zod';
import { freeText, lineText } from './common';

/**
 * Content in the shopper's language (issue 34). The catalogue and the pages are written in
 * English; each translatable record also carries `translations`, per language the fields
 * translated: `{ "hi": { "title": "…", "description": "…" } }`. A field left out falls back
 * to English, field by field. Adding a language is one more entry here.
 */
export const contentLanguages = ['hi'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Per language, the translated fields of one record. */
export type Translations = Partial<Record<ContentLanguage, Record<string, string>>>;

/** `translations` as an admin read answers it. */
export const translationsSchema = z.partialRecord(z.enum(contentLanguages), z.record(z.string(), z.string()));

/** A record's translatable fields: each one-line or free text, with its length limit. */
export type TranslatableFields = Record<string, { label: string; max: number; multiline?: boolean }>;

function translatedText({ label, max, multiline }: TranslatableFields[string]) {
  const text = multiline ? freeText(label) : lineText(label);
  return text.trim().max(max, `${label} must be at most ${max} characters`).optional();
}

const languageNames: Record<ContentLanguage, string> = { hi: 'Hindi' };

/**
 * `translations` as a write sends it: an object, or its JSON in a multipart field. Unknown
 * languages and fields are refused; a blank field is dropped (it falls back to English).
 */
export function translationsInputSchema(fields: TranslatableFields) {
  const language = (name: string) =>
    z
      .strictObject(
        Object.fromEntries(
          Object.entries(fields).map(([field, rule]) => [
            field,
            translatedText({ ...rule, label: `${name} ${rule.label}` }),
          ]),
        ),
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys' ? `${name} has no field ${issue.keys.join(', ')}` : undefined,
        },
      )
      .transform(
        (values) => Object.fromEntries(Object.entries(values).filter(([, text]) => text)) as Record<string, string>,
      );
  const byLanguage = z.strictObject(
    Object.fromEntries(contentLanguages.map((code) => [code, language(languageNames[code]).optional()])),
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Translations may be in ${contentLanguages.join(', ')} only, not ${issue.keys.join(', ')}`
          : 'Translations must be an object of languages',
    },
  );
  return z.preprocess(parseJsonField, byLanguage).transform(withoutEmptyLanguages) as unknown as z.ZodType<
    Translations,
    Translations | string
  >;
}

/** Every language's fields as a form's language tabs hold them: '' where nothing is written. */
export type TranslationsFormInput = Record<ContentLanguage, Record<string, string>>;

/**
 * `translationsInputSchema` for a form: the same rules, over the values its language tabs
 * hold (every field, blank or not), so each message lands on its own field.
 */
export function translationsFormSchema(fields: TranslatableFields) {
  return translationsInputSchema(fields) as unknown as z.ZodType<Translations, TranslationsFormInput>;
}

/** JSON text (a multipart field) as its value; anything else as it is. */
function parseJsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function withoutEmptyLanguages(value: Record<string, Record<string, string> | undefined>): Translations {
  return Object.fromEntries(
    Object.entries(value).filter(([, fields]) => fields && Object.keys(fields).length > 0),
  ) as Translations;
}

/** The most other names a product may have, and the longest. */
const maxAliases = 20;
const maxAliasLength = 60;

/**
 * A product's other names, in any script ("toor, arhar, तूर, अरहर"): search finds the product
 * by each. Written as one comma-separated field (or an array); blanks and repeats dropped.
 */
export const aliasesInputSchema = z
  .union([lineText('Other names').max(2000, 'Other names must be at most 2000 characters'), z.array(z.string())])
  .transform((value) => {
    const names = (Array.isArray(value) ? value : value.split(/[,،]/)).map((name) => name.trim()).filter(Boolean);
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(
    z
      .array(lineText('Other name').max(maxAliasLength, `Each other name must be at most ${maxAliasLength} characters`))
      .max(maxAliases, `A product may have at most ${maxAliases} other names`),
  );

/** The other names as a form's one text field holds them. */
export const aliasesFormSchema = aliasesInputSchema as unknown as z.ZodType<string[], string>;

/** How a public read asks for content: `lang=hi` answers Hindi in the usual fields; the admin asks `translations=include`. */
export const contentLanguageQuerySchema = z.object({
  lang: z
    .enum(['en', ...contentLanguages], { error: `lang must be one of en, ${contentLanguages.join(', ')}` })
    .optional(),
  translations: z.enum(['include'], { error: 'translations may only be include' }).optional(),
});

/** The translatable fields of each kind of record, with their limits (as the English fields have). */
export const productTranslatable = {
  title: { label: 'title', max: 200 },
  description: { label: 'description', max: 5000, multiline: true },
} satisfies TranslatableFields;
export const categoryTranslatable = { name: { label: 'name', max: 200 } } satisfies TranslatableFields;
export const packTranslatable = { label: { label: 'pack label', max: 40 } } satisfies TranslatableFields;
export const slideTranslatable = {
  title: { label: 'title', max: 200 },
  description: { label: 'description', max: 5000, multiline: true },
} satisfies TranslatableFields;
export const shopLinkTranslatable = { title: { label: 'title', max: 200 } } satisfies TranslatableFields;

/**
 * A page's translations (about, terms, the footer…): per language, any of the page's own
 * fields in that language, checked as the English ones are; a field left out is English.
 */
export function pageTranslationsSchema<Shape extends z.ZodRawShape>(page: z.ZodObject<Shape>) {
  return z.partialRecord(z.enum(contentLanguages), page.partial()).optional();
}
