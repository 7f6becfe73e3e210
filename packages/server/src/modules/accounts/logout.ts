import { eq } from 'drizzle-orm';
import { endSession } from '../../auth/sessions.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';

/** Ends the token's session (it is refused from now on) and records when. */
export async function logOut(db: Database, userId: string, sessionId: string): Promise<void> {
  await endSession(db, sessionId);
  await db.update(users).set({ lastLogout: new Date() }).where(eq(users.id, userId));
}
