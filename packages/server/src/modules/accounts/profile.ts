import type { ContentLanguage, profileUpdateSchema } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { userColumns, type CurrentUser } from '../../auth/current-user.js';
import { hashPassword } from '../../auth/password.js';
import { endOtherSessions } from '../../auth/sessions.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { refuseCommonPassword } from './common-passwords.js';
import { checkCurrentPassword } from './current-password.js';

/** Stores the language the user chose in the shop (issue 34): their order e-mails are written in it. */
export async function saveLanguage(db: Database, userId: string, language: 'en' | ContentLanguage): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export type ProfileChanges = z.output<typeof profileUpdateSchema>;

/**
 * Changes the signed-in user's own profile. The email in the form is ignored: it cannot
 * change here, nor can the role, id or creation date (SERVER-12). A new password needs the
 * current one and must not be a common one (issue 31); it ends every other session of the
 * user: whoever knew the old one is signed out (ASVS 7.4.3).
 */
export async function updateProfile(
  db: Database,
  { userId, sessionId, ip }: { userId: string; sessionId: string; ip: string },
  changes: ProfileChanges,
): Promise<CurrentUser> {
  const { email: _email, password, currentPassword, ...profile } = changes;
  if (password !== undefined) {
    await checkCurrentPassword(db, { userId, currentPassword, ip });
    await refuseCommonPassword(password);
  }
  const [user] = await db
    .update(users)
    .set({ ...profile, ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }) })
    .where(eq(users.id, userId))
    .returning(userColumns);
  if (!user) throw new HttpError(401, 'Please log in');
  if (password !== undefined) await endOtherSessions(db, userId, sessionId);
  return user;
}
