import type { signupRequestSchema } from '@dhanya/api/contract';
import type { z } from 'zod';
import { userColumns, type CurrentUser } from '../../auth/current-user.js';
import { hashPassword } from '../../auth/password.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

export type SignupForm = z.output<typeof signupRequestSchema>;

/** A new regular customer: the role is never taken from the form (SERVER-06). */
export async function createCustomer(db: Database, form: SignupForm): Promise<CurrentUser> {
  const { password, confirmPassword: _confirmPassword, ...profile } = form;
  const passwordHash = await hashPassword(password);
  try {
    const [user] = await db
      .insert(users)
      .values({ ...profile, passwordHash, role: 0 })
      .returning(userColumns);
    if (!user) throw new Error('The new user was not returned');
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new HttpError(409, 'An account with this email already exists');
    }
    throw error;
  }
}
