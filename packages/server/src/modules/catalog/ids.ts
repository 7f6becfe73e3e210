import { z } from 'zod';
import { idPattern } from '../../db/ids.js';

/** `{ id }` of a path like `/api/product/:id`: a malformed id is a 404 before the handler. */
export const idParams = z.object({ id: z.string().regex(idPattern) });
