import { z } from 'zod';
import { isId } from '../db/ids.js';

// What many routes declare alike: one definition each, so they cannot drift apart.

/** A database id (every table's `id` is a UUID); anything else names no record. */
export const recordId = z.string().refine(isId, { error: 'Not an id' });

/** `{ id }` of a path like `/api/product/:id`: a malformed id is a 404 before the handler. */
export const idParams = z.object({ id: recordId });

/** An answer that is only a message: `{ msg: "Category deleted" }`. */
export const messageSchema = z.object({ msg: z.string() });
