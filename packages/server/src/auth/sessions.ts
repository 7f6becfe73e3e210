import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { isId } from '../db/ids.js';
import { sessions, users } from '../db/schema.js';
import { userColumns, type CurrentUser } from './current-user.js';
import { signToken, tokenLifetimeSeconds } from './token.js';

/**
 * A new session for the user and the token that names it. Sessions past their expiry are
 * swept here, so the table holds only live ones.
 */
export async function startSession(
  db: Database,
  jwtSecret: Uint8Array,
  user: Pick<CurrentUser, 'id' | 'role'>,
): Promise<string> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  const [session] = await db
    .insert(sessions)
    .values({ userId: user.id, expiresAt: sql`now() + make_interval(secs => ${tokenLifetimeSeconds})` })
    .returning({ id: sessions.id });
  if (!session) throw new Error('The session was not stored');
  return signToken({ userId: user.id, role: user.role, sessionId: session.id }, jwtSecret);
}

/**
 * The user of a live session, in one query: a logged-out, revoked or expired session, or
 * one of another user, reads as nobody. Every server sharing the database sees the same.
 */
export async function userOfSession(db: Database, userId: string, sessionId: string): Promise<CurrentUser | null> {
  if (!isId(userId) || !isId(sessionId)) return null;
  const [user] = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return user ?? null;
}

/** Logout: this token stops working; the user's other devices stay signed in. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of the user but `keep` (a password change keeps the device that made it). */
export async function endOtherSessions(db: Database, userId: string, keep: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}

/** Signs the user out everywhere (the staff's "end sessions"); returns how many ended. */
export async function endAllSessions(db: Database, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}
