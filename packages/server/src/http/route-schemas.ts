import { errorSchema } from '@dhanya/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isId } from '../db/ids.js';

// What many routes declare alike: one definition each, so they cannot drift apart.

/** A database id (every table's `id` is a UUID); anything else names no record. */
const recordId = z.string().refine(isId, { error: 'Not an id' });

/** `{ id }` of a path like `/api/product/:id`: a malformed id is a 404 before the handler. */
export const idParams = z.object({ id: recordId });

/** `?packId=`: one pack of the product the path names (issue 14); without it, the default pack. */
export const packQuery = z.object({ packId: recordId.optional() });

/** An answer that is only a message: `{ msg: "Category deleted" }`. */
export const messageSchema = z.object({ msg: z.string() });

/**
 * Every JSON route lists its success answers in `schema.response`, by status; each is
 * serialized by its zod schema, so no field the schema does not list reaches a client.
 * This completes what every such route would otherwise repeat, and is called before any
 * route is registered:
 * - any 4xx or 5xx the route does not describe itself is the error handler's `{ msg }`
 *   (SERVER-43);
 * - a success status it does not list is refused (a 500, logged) rather than sent unchecked:
 *   Fastify would serialize it with plain JSON.stringify, every field included.
 * Routes that send files, pages or streams declare no `response` and are left alone.
 */
export function completeResponseSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response;
    if (!response || typeof response !== 'object') return;
    route.schema = {
      ...route.schema,
      response: { '2xx': undeclaredSuccess, '4xx': errorSchema, '5xx': errorSchema, ...response },
    };
  });
}

/** Matches nothing: a success answer under a status the route did not declare. */
const undeclaredSuccess = z.never({ error: 'This route declares no response schema for this status' });
