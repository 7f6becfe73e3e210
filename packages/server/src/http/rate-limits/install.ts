import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
// The plugin's own in-memory store; its package has no exports map, so the path is public.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { HttpError, waitText } from '../errors.js';
import { DatabaseRateLimitStore } from './database-store.js';
import { addressLimits, isAddressLimitName } from './policy.js';

export const tooManyRequestsMessage = (waitSeconds: number) =>
  `Too many requests. Please try again in ${waitText(waitSeconds)}.`;

/**
 * Per-address limits for the routes that name one in their config (`limitPerAddress`):
 * 429 `{msg}` with `Retry-After`, counted in the database or in the process as policy.ts says.
 */
export function installRateLimits(app: FastifyInstance, db: Database): void {
  const shared = new DatabaseRateLimitStore(db);
  class PerLimitStore {
    child(params: { groupId?: string; continueExceeding: boolean; exponentialBackoff: boolean }) {
      const { groupId } = params;
      if (!isAddressLimitName(groupId)) throw new Error(`Unknown rate limit "${String(groupId)}"`);
      return addressLimits[groupId].acrossServers ? shared : new LocalStore(false, false, 10_000);
    }
    incr(): never {
      throw new Error('Every rate-limited route names its limit');
    }
  }
  const options: RateLimitPluginOptions = {
    global: false,
    store: PerLimitStore as unknown as new () => FastifyRateLimitStore,
    errorResponseBuilder: (_request, { ttl }) => new HttpError(429, tooManyRequestsMessage(ttl / 1000), ttl / 1000),
  };
  app.register(rateLimit, options);
}
