import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';

/** Tokens are stateless, so logging out only records when it happened. */
export async function recordLogout(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ lastLogout: new Date() }).where(eq(users.id, userId));
}
