import type { z } from 'zod';
import { HttpError } from '../http/errors.js';

/**
 * The text fields of a multipart form checked against a request schema, before anything is
 * stored: the first problem as a 400 `{ msg }` (the schemas' messages name their field).
 */
export function parseUploadFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid form');
  return parsed.data;
}
