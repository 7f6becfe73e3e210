import type { profileUpdateSchema } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { userColumns, type CurrentUser } from '../../auth/current-user.js';
import { hashPassword } from '../../auth/password.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

export type ProfileChanges = z.output<typeof profileUpdateSchema>;

/**
 * Changes the signed-in user's own profile. The email in the form is ignored: it cannot
 * change here, nor can the role, id or creation date (SERVER-12).
 */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<CurrentUser> {
  const { email: _email, password, ...profile } = changes;
  const [user] = await db
    .update(users)
    .set({ ...profile, ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }) })
    .where(eq(users.id, userId))
    .returning(userColumns);
  if (!user) throw new HttpError(401, 'Please log in');
  return user;
}
