import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { loginLimits } from '../../db/schema.js';
import { limitedAddress } from '../../http/client-address.js';
import { HttpError, waitText } from '../../http/errors.js';

/**
 * Failed logins are limited per key, each within a window of 15 minutes (SERVER-08):
 * - the (email, address) pair and the address: 10 failures (an IPv6 /64 is one address,
 *   as for the other limits: its owner can pick any of its addresses);
 * - the email from anywhere: a looser 50, so a guesser at one address cannot lock the
 *   owner out from elsewhere, while a guesser spread over many addresses is still stopped.
 * A window that ends over its limit doubles the next one (15, 30, 60... at most 240
 * minutes): exponential back-off for whoever keeps guessing.
 */
export const loginLimitPolicy = {
  windowMinutes: 15,
  maxBackoffDoublings: 4,
  limits: { pair: 10, address: 10, email: 50 },
} as const;

type KeyKind = keyof typeof loginLimitPolicy.limits;

export interface LoginAttempt {
  email: string;
  ip: string;
}

const keysOf = ({ email, ip }: LoginAttempt): Record<KeyKind, string> => ({
  pair: `pair:${email} ${limitedAddress(ip)}`,
  address: `address:${limitedAddress(ip)}`,
  email: `email:${email}`,
});

const kindOf = (key: string) => key.slice(0, key.indexOf(':')) as KeyKind;

/** "Too many failed attempts. Please try again in 15 minutes." (the spec's text for the first wait). */
const tooManyAttemptsMessage = (waitSeconds: number) =>
  `Too many failed attempts. Please try again in ${waitText(waitSeconds)}.`;

/**
 * Counts this attempt as a failure before the password is checked, in one transaction that
 * locks the attempt's counters: forty parallel guesses are limited exactly as forty serial
 * ones. Throws 429 with `Retry-After` while any of the keys is over its limit; such a
 * refused attempt does not count. `forgiveLogin` takes the count back when the password
 * was right. The database's clock is used throughout, so every server counts alike.
 */
export async function reserveLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  const keys = Object.values(keysOf(attempt));
  const refusal = await db.transaction(async (tx) => {
    await tx
      .insert(loginLimits)
      .values(keys.map((key) => ({ key })))
      .onConflictDoNothing();
    const counters = (await lockCounters(tx, keys)).map(rollOver);
    const overLimit = counters.filter((counter) => counter.failures >= loginLimitPolicy.limits[kindOf(counter.key)]);
    const waitSeconds = Math.max(0, ...overLimit.map((counter) => counter.secondsLeft));
    for (const { key, failures, windowStart, lockouts } of counters) {
      await tx
        .update(loginLimits)
        .set({ failures: waitSeconds > 0 ? failures : failures + 1, windowStart, lockouts })
        .where(eq(loginLimits.key, key));
    }
    return waitSeconds;
  });
  if (refusal > 0) throw new HttpError(429, tooManyAttemptsMessage(refusal), refusal);
}

/** The right password: the pair starts afresh, and its failures no longer count elsewhere. */
export async function forgiveLogin(db: Database, attempt: LoginAttempt): Promise<void> {
  const { pair, address, email } = keysOf(attempt);
  await db.transaction(async (tx) => {
    const [pairRow] = await lockCounters(tx, [pair]);
    const forgiven = pairRow?.failures ?? 1;
    await tx
      .update(loginLimits)
      .set({ failures: sql`greatest(${loginLimits.failures} - ${forgiven}, 0)` })
      .where(inArray(loginLimits.key, [address, email]));
    await tx.delete(loginLimits).where(eq(loginLimits.key, pair));
  });
}

/** Counters untouched for a day hold nothing worth keeping. */
export async function forgetOldLoginFailures(db: Database): Promise<void> {
  await db.delete(loginLimits).where(lt(loginLimits.windowStart, sql`now() - interval '1 day'`));
}

interface CounterRow {
  key: string;
  failures: number;
  windowStart: Date;
  lockouts: number;
  now: Date;
}

interface Counter {
  key: string;
  failures: number;
  windowStart: Date;
  lockouts: number;
  secondsLeft: number;
}

/** Sorted by key, so two transactions lock shared rows in the same order and never deadlock. */
function lockCounters(tx: Transaction, keys: string[]): Promise<CounterRow[]> {
  return tx
    .select({
      key: loginLimits.key,
      failures: loginLimits.failures,
      windowStart: loginLimits.windowStart,
      lockouts: loginLimits.lockouts,
      now: sql`now()`.mapWith(loginLimits.windowStart),
    })
    .from(loginLimits)
    .where(inArray(loginLimits.key, keys))
    .orderBy(loginLimits.key)
    .for('update');
}

/** The counter as it stands now: a window that has ended starts a new one. */
function rollOver({ key, failures, windowStart, lockouts, now }: CounterRow): Counter {
  const minutes = loginLimitPolicy.windowMinutes * 2 ** lockouts;
  const endsAt = windowStart.getTime() + minutes * 60_000;
  if (now.getTime() < endsAt) {
    return { key, failures, windowStart, lockouts, secondsLeft: (endsAt - now.getTime()) / 1000 };
  }
  const endedOverLimit = failures >= loginLimitPolicy.limits[kindOf(key)];
  return {
    key,
    failures: 0,
    windowStart: now,
    lockouts: endedOverLimit ? Math.min(lockouts + 1, loginLimitPolicy.maxBackoffDoublings) : 0,
    secondsLeft: 0,
  };
}
