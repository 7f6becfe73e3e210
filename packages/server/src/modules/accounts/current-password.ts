import { accountMessages } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { throttledPasswordCheck } from './throttled-password-check.js';

/**
 * The signed-in user proves they know their password before changing it (issue 31): a
 * stolen token alone cannot take the account over. Checked as a login is and counted by the
 * same throttle, so the profile is no way around the failed-login limit.
 */
export async function checkCurrentPassword(
  db: Database,
  { userId, currentPassword, ip }: { userId: string; currentPassword: string | undefined; ip: string },
): Promise<void> {
  if (!currentPassword) throw new HttpError(400, accountMessages.currentPasswordMissing);
  const [account] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw new HttpError(401, 'Please log in');
  if (
    !(await throttledPasswordCheck(db, { email: account.email, ip, password: currentPassword }, account.passwordHash))
  ) {
    throw new HttpError(400, accountMessages.currentPasswordWrong);
  }
}
