import { z } from 'zod';

/** Every error answer of the server (SERVER-43). */
export const errorSchema = z.object({ msg: z.string(), message: z.string().optional() });
export type ApiErrorBody = z.infer<typeof errorSchema>;

export const idSchema = z.string().min(1);
export const isoDate = z.string();

/** Trimmed text, required and at most `max` characters (SERVER-14). */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 5000) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

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

// Kept apart from the schemas so an app that only checks roles ships no zod.
export { isAdminRole } from '../roles';
