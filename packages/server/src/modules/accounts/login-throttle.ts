import { and, count, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loginFailures } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

/** SERVER-08: more than 10 failures for one email or from one address within 15 minutes. */
export const maxFailedLogins = 10;
const window = sql`now() - interval '15 minutes'`;

export const tooManyAttemptsMessage = 'Too many failed attempts. Please try again in 15 minutes.';

export interface LoginAttempt {
  email: string;
  ip: string;
}

/**
 * Refuses every attempt, right password or not, while the email or the address is over the
 * limit: a lockout that let the right password through would not slow a guesser down.
 * The database's clock is used throughout, so every instance counts the same window.
 */
export async function refuseIfThrottled(db: Database, { email, ip }: LoginAttempt): Promise<void> {
  const [counts] = await db
    .select({
      forEmail: count(sql`case when ${loginFailures.email} = ${email} then 1 end`),
      fromAddress: count(sql`case when ${loginFailures.ip} = ${ip} then 1 end`),
    })
    .from(loginFailures)
    .where(
      and(sql`${loginFailures.createdAt} > ${window}`, or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))),
    );
  if (counts && (counts.forEmail >= maxFailedLogins || counts.fromAddress >= maxFailedLogins)) {
    throw new HttpError(429, tooManyAttemptsMessage);
  }
}

/** Records a failure and forgets the ones that no longer count. */
export async function recordFailedLogin(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginFailures).values(attempt);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, window));
}
