import { eq } from 'drizzle-orm';
import { userColumns, type CurrentUser } from '../../auth/current-user.js';
import { decoyHash, verifyPassword } from '../../auth/password.js';
import { startSession } from '../../auth/sessions.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { forgetOldLoginFailures, forgiveLogin, reserveLoginAttempt } from './login-throttle.js';

/** One answer for an unknown email and a wrong password (SERVER-02). */
export const invalidCredentialsMessage = 'Invalid email or password';

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
  // Counted as a failure until the password proves right (login-throttle.ts).
  await reserveLoginAttempt(db, { email, ip });

  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // An unknown email costs a full scrypt too, so timing does not tell which accounts exist.
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (!account || !matches) {
    await forgetOldLoginFailures(db);
    throw new HttpError(401, invalidCredentialsMessage);
  }

  await forgiveLogin(db, { email, ip });
  const [user] = await db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, account.id))
    .returning(userColumns);
  if (!user) throw new HttpError(401, invalidCredentialsMessage);
  return { token: await startSession(db, jwtSecret, user), user };
}
