import { decoyHash, verifyPassword } from '../../auth/password.js';
import type { Database } from '../../db/database.js';
import { forgetOldLoginFailures, forgiveLogin, reserveLoginAttempt } from './login-throttle.js';

/**
 * Whether `password` is the account's, checked as a login checks it: counted as a failure
 * before scrypt runs (login-throttle.ts), forgiven when right. No account (`hash` undefined)
 * costs a full scrypt too, so timing does not tell which accounts exist.
 */
export async function throttledPasswordCheck(
  db: Database,
  { email, ip, password }: { email: string; ip: string; password: string },
  hash: string | undefined,
): Promise<boolean> {
  await reserveLoginAttempt(db, { email, ip });
  const matches = await verifyPassword(password, hash ?? (await decoyHash()));
  if (hash === undefined || !matches) {
    await forgetOldLoginFailures(db);
    return false;
  }
  await forgiveLogin(db, { email, ip });
  return true;
}
