import { createHash, randomBytes } from 'node:crypto';
import { accountMessages } from '@dhanya/api/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { emailVerifications, users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { writeWaitingOrderEmails } from '../notifications/order-emails.js';
import { writeVerificationEmail } from '../notifications/verification-outbox.js';

/** A link works once, for this long (issue 31). */
const verificationLinkHours = 48;
/** A new link may be asked for once a minute: the outbox is no way to flood a mailbox. */
const resendWaitSeconds = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link for the user's address: its token goes into the e-mail only, the database keeps
 * its SHA-256 (a copy of the database verifies nobody). Written in the caller's transaction.
 */
export async function sendVerificationLink(
  tx: Transaction,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailVerifications).values({
    tokenHash: hashOf(token),
    userId: user.id,
    email: user.email,
    expiresAt: sql`now() + make_interval(hours => ${verificationLinkHours})`,
  });
  await writeVerificationEmail(tx, { ...user, token, hours: verificationLinkHours });
}

/**
 * The link was followed: its token is used up, the address it was sent to is verified, and
 * the orders placed meanwhile are e-mailed. An unknown, used or expired token, or one for an
 * address the account no longer has, answers 400.
 */
export async function verifyEmail(db: Database, token: string): Promise<void> {
  const verified = await db.transaction(async (tx) => {
    await tx.delete(emailVerifications).where(lt(emailVerifications.expiresAt, sql`now()`));
    const [link] = await tx
      .delete(emailVerifications)
      .where(and(eq(emailVerifications.tokenHash, hashOf(token)), gt(emailVerifications.expiresAt, sql`now()`)))
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!link) return false;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    await writeWaitingOrderEmails(tx, user.id, verificationLinkHours);
    return true;
  });
  if (!verified) throw new HttpError(400, accountMessages.verificationLinkInvalid);
}

/** A new link for the signed-in user, replacing the ones sent before (at most one a minute). */
export async function resendVerificationLink(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(401, 'Please log in');
    if (user.verifiedAt) throw new HttpError(409, accountMessages.alreadyVerified);
    const [last] = await tx
      .select({ age: sql<number>`extract(epoch from now() - ${emailVerifications.createdAt})`.mapWith(Number) })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, userId))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1);
    if (last && last.age < resendWaitSeconds) {
      const wait = Math.ceil(resendWaitSeconds - last.age);
      throw new HttpError(429, `Please wait ${wait} seconds before asking for another link.`, wait);
    }
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    await sendVerificationLink(tx, user);
  });
}
