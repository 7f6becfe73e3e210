import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
// The plugin's own in-memory store; its package has no exports map, so the path is public.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError, waitText } from '../errors.js';
import { DatabaseRateLimitStore } from './database-store.js';
import { addressLimits, effectiveLimit, isAddressLimitName } from './policy.js';

const tooManyRequestsMessage = (waitSeconds: number) =>
  `Too many requests. Please try again in ${waitText(waitSeconds)}.`;

/**
 * Per-address limits for the routes that name one in their config (`limitPerAddress`):
 * 429 `{msg}` with `Retry-After`, counted in the database or in the process as policy.ts says.
 * A limit with a shop-wide ceiling also counts, in the database, the requests that passed
 * their address's limit and their body's checks.
 */
export function installRateLimits(app: FastifyInstance, db: Database, config: Pick<Config, 'rateLimits'>): void {
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

  app.addHook('onRoute', (route) => {
    const name = (route.config as { rateLimit?: { groupId?: unknown } } | undefined)?.rateLimit?.groupId;
    if (!isAddressLimitName(name)) return;
    const { maxShopWide, windowSeconds } = effectiveLimit(config, name);
    if (maxShopWide === undefined) return;
    const countShopWide: preHandlerHookHandler = async () => {
      const { current, ttl } = await shared.count(`shop-wide:${name}`, windowSeconds * 1000);
      if (current > maxShopWide) throw new HttpError(429, tooManyRequestsMessage(ttl / 1000), ttl / 1000);
    };
    const handlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...handlers, countShopWide];
  });
}
