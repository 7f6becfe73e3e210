import { z } from 'zod';

/** Every error answer of the server (SERVER-43). */
export const errorSchema = z.object({ msg: z.string(), message: z.string().optional() });

export const idSchema = z.string().min(1);
export const isoDate = z.string();

/**
 * What no text field keeps: U+0000, which PostgreSQL cannot store in text, and half of a
 * UTF-16 surrogate pair without its other half, which is no character at all (with the `u`
 * flag a well-formed pair is one code point, so `\p{Cs}` matches only a lone half).
 */
const unstorable = /\0|\p{Cs}/u;
const everyUnstorable = /\0|\p{Cs}/gu;

/** True when the text can be stored as it is. */
const isStorableText = (value: string): boolean => !unstorable.test(value);

/** The text without what cannot be stored. */
const withoutUnstorable = (value: string): string => value.replace(everyUnstorable, '');

/**
 * What a one-line field never holds: a line break (CR, LF, U+2028, U+2029) or another control
 * character (C0, DEL, C1). A name or a city with a newline in it can write lines of its own
 * into the shop's e-mails (issue 31). Format characters stay: Indian scripts need ZWJ and ZWNJ.
 */
const lineBreak = /[\r\n\u2028\u2029]/u;
const controlCharacter = /\p{Cc}/u;

/**
 * A one-line field (a name, a title, an address line, an id, a link): text that cannot be
 * stored is refused, as nobody types it and changing it would change what the field names;
 * so are line breaks and control characters, which a one-line input cannot type either.
 */
export const lineText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isStorableText, `${label} contains characters that are not allowed`)
    .refine((text) => !lineBreak.test(text), { message: `${label} must be on one line`, abort: true })
    .refine((text) => !controlCharacter.test(text), `${label} contains characters that are not allowed`);

/**
 * A secret the user types (a password): only what cannot be stored is refused. It is never
 * shown or mailed, and refusing a character an account was created with would lock it out.
 */
export const secretText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isStorableText, `${label} contains characters that are not allowed`);

/**
 * Free text (a description, a message, a policy, a search): what cannot be stored is
 * dropped, so a long text pasted from elsewhere is not refused for a character nobody sees.
 */
export const freeText = (label: string) => z.string({ error: `${label} is required` }).overwrite(withoutUnstorable);

/** "5000", "50,000": a limit as the messages write it. */
const shown = (count: number) => (count >= 10_000 ? count.toLocaleString('en-IN') : String(count));

/** Trimmed text, required and at most `max` characters (SERVER-14). */
export const requiredText = (label: string, max = 200) =>
  lineText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${shown(max)} characters`);

/** Like `requiredText`, for free text. */
export const requiredFreeText = (label: string, max = 5000) =>
  freeText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${shown(max)} characters`);

/** Optional trimmed free text, at most `max` characters: missing is ''. */
export const optionalText = (label: string, max = 5000) =>
  freeText(label)
    .trim()
    .max(max, `${label} must be at most ${shown(max)} characters`)
    .optional()
    .default('');

/** The most of one product a shop holds: stock and a cart's quantities stay within it. */
export const maxStock = 1_000_000_000;

/** The highest price a product may have, in rupees (₹1,00,00,000). */
export const maxPriceRupees = 10_000_000;

export const emailSchema = lineText('Email')
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

/** A number, or its text as a form field holds it; blank is missing. */
export const fieldNumber = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value;

/** An amount a shop owner types, in rupees: 0 or more, whole paise, at most ₹1,00,00,000. */
export const rupeeAmount = (label: string) => {
  const message = `${label} must be a number of 0 or more with at most 2 decimals`;
  return z
    .number({ error: message })
    .nonnegative(message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message })
    .max(maxPriceRupees, `${label} must be at most ₹1,00,00,000`);
};

/** Rupees as the API shows them: a non-negative number with at most 2 decimals. */
export const rupees = z.number().nonnegative();

/** A `?limit=` value: a positive integer capped at 50; anything invalid is 10 (SERVER-25). */
export const limitSchema = z
  .unknown()
  .transform((value) => {
    const limit = Number(value);
    return Number.isInteger(limit) && limit > 0 ? Math.min(limit, 50) : 10;
  })
  .optional();
