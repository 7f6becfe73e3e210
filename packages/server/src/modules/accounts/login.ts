import { eq } from 'drizzle-orm';
import { userColumns, type CurrentUser } from '../../auth/current-user.js';
import { startSession } from '../../auth/sessions.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { throttledPasswordCheck } from './throttled-password-check.js';

/** One answer for an unknown email and a wrong password (SERVER-02). */
const invalidCredentialsMessage = 'Invalid email or password';

export interface Credentials {
  /** Already trimmed and lower-cased by the request schema (SERVER-07). */
  email: string;
  password: string;
  /** The client's address, for the failed-login limit. */
  ip: string;
}

export async function logIn(
  db: Database,
  jwtSecret: Uint8Array,
  { email, password, ip }: Credentials,
): Promise<{ token: string; user: CurrentUser }> {
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // Every attempt is counted and costs a scrypt, an unknown email too.
  const matches = await throttledPasswordCheck(db, { email, ip, password }, account?.passwordHash);
  if (!account || !matches) throw new HttpError(401, invalidCredentialsMessage);

  const [user] = await db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, account.id))
    .returning(userColumns);
  if (!user) throw new HttpError(401, invalidCredentialsMessage);
  return { token: await startSession(db, jwtSecret, user), user };
}
