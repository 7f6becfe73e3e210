import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/database.js';
import { cartChangeKeys } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

const keyShape = /^[\w-]{8,100}$/;

/**
 * The cart change's `Idempotency-Key`, when the request names one: the storefront's service
 * worker gives each change one before its first try, so a change sent again because its answer
 * was lost on the way (the network dropped after the shop had made it) is made once (issue 35).
 */
export function cartChangeKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !keyShape.test(key)) {
    throw new HttpError(400, 'Idempotency-Key must be 8 to 100 letters, digits, - or _');
  }
  return key;
}

/**
 * Records the change's key with the change (`tx`): false when a change with that key was made
 * before, and so must not be made again. A key is kept eight days, a day longer than the worker
 * keeps a change; the user's older keys go as a new one comes.
 */
export async function isFirstTry(tx: Transaction, userId: string, key: string | undefined): Promise<boolean> {
  if (key === undefined) return true;
  await tx
    .delete(cartChangeKeys)
    .where(and(eq(cartChangeKeys.userId, userId), lt(cartChangeKeys.createdAt, sql`now() - interval '8 days'`)));
  const recorded = await tx
    .insert(cartChangeKeys)
    .values({ userId, key })
    .onConflictDoNothing()
    .returning({ key: cartChangeKeys.key });
  return recorded.length > 0;
}
