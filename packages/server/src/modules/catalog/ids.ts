import { z } from 'zod';

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` can be a database id; anything else names nothing that exists (SERVER-16). */
export function isId(value: string): boolean {
  return idPattern.test(value);
}

/** `{ id }` of a path like `/api/product/:id`: a malformed id is a 404 before the handler. */
export const idParams = z.object({ id: z.string().regex(idPattern) });
