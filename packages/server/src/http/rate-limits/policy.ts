import type { RateLimitOptions } from '@fastify/rate-limit';
import { currentUser } from '../../auth/current-user.js';
import type { Config } from '../../config.js';
import { isIPv4Client } from '../client-address.js';

export interface AddressLimit {
  /** Per address: an IPv4 address, or an IPv6 /64. */
  max: number;
  windowSeconds: number;
  /** A higher ceiling for an IPv4 address, which a mobile carrier shares among many (CGNAT). */
  maxPerIPv4?: number;
  /** All addresses together, after each address's own limit: the most a script spread over many can do. */
  maxShopWide?: number;
}

/**
 * Requests per client address (an IPv6 /64 counts as one), sized so a real shopper never
 * meets them: a household signs up a few accounts, sends a few leads or messages, and
 * searches a few times a minute as it types.
 *
 * `acrossServers`: counted in the database, so the limit holds however many servers share
 * it: these protect what every server shares (the database, the owner's inbox, scrypt's
 * memory). Search is counted per process: it guards each process's own CPU, and N servers
 * can answer N times as much.
 */
export const addressLimits = {
  /**
   * Indian mobile carriers put a town behind one IPv4 address (CGNAT), and give each phone its
   * own IPv6 /64: a /64 is a household, an IPv4 address may be hundreds of people. The shop-wide
   * ceiling bounds what a script spread over many addresses creates (rows, scrypt, mails).
   */
  signup: { max: 10, maxPerIPv4: 60, maxShopWide: 300, windowSeconds: 60 * 60, acrossServers: true },
  lead: { max: 10, windowSeconds: 60 * 60, acrossServers: true },
  contact: { max: 10, windowSeconds: 60 * 60, acrossServers: true },
  search: { max: 300, windowSeconds: 60, acrossServers: false },
  /** Per signed-in account, not per address (limitPerAccount): a script's account stops, its neighbours don't. */
  checkout: { max: 20, windowSeconds: 60 * 60, acrossServers: true },
} as const;

export type AddressLimitName = keyof typeof addressLimits;

export const isAddressLimitName = (name: unknown): name is AddressLimitName =>
  typeof name === 'string' && Object.hasOwn(addressLimits, name);

/**
 * A route's `config` entry: `{ config: { rateLimit: limitPerAddress(config, 'signup') } }`.
 * `Config.rateLimits` may change a limit (tests, benchmarks).
 */
export function limitPerAddress(config: Pick<Config, 'rateLimits'>, name: AddressLimitName): RateLimitOptions {
  const { max, maxPerIPv4 = max, windowSeconds } = effectiveLimit(config, name);
  return {
    groupId: name,
    max: maxPerIPv4 === max ? max : (request) => (isIPv4Client(request.ip) ? maxPerIPv4 : max),
    timeWindow: windowSeconds * 1000,
  };
}

/** The limit as policy and `Config.rateLimits` make it. */
export function effectiveLimit(config: Pick<Config, 'rateLimits'>, name: AddressLimitName): AddressLimit {
  return { ...(addressLimits[name] as AddressLimit), ...config.rateLimits?.[name] };
}

/**
 * A signed-in route's limit counted per account: checked once the request is authenticated
 * (`preHandler`), keyed by the account.
 */
export function limitPerAccount(config: Pick<Config, 'rateLimits'>, name: AddressLimitName): RateLimitOptions {
  return {
    ...limitPerAddress(config, name),
    hook: 'preHandler',
    keyGenerator: (request) => `account:${currentUser(request).id}`,
  };
}

/** Every limit times `multiplier` (RATE_LIMIT_MULTIPLIER: a shop behind one shared address raises it). */
export function scaledAddressLimits(multiplier: number): Config['rateLimits'] {
  if (multiplier === 1) return undefined;
  const scale = (max: number) => Math.max(1, Math.round(max * multiplier));
  const scaled = Object.entries(addressLimits).map(([name, limit]: [string, AddressLimit]) => [
    name,
    {
      max: scale(limit.max),
      windowSeconds: limit.windowSeconds,
      ...(limit.maxPerIPv4 && { maxPerIPv4: scale(limit.maxPerIPv4) }),
      ...(limit.maxShopWide && { maxShopWide: scale(limit.maxShopWide) }),
    },
  ]);
  return Object.fromEntries(scaled) as Config['rateLimits'];
}
