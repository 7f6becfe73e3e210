import type { signupRequestSchema } from '@dhanya/api/contract';
import type { z } from 'zod';
import { userColumns, type CurrentUser } from '../../auth/current-user.js';
import { hashPassword } from '../../auth/password.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { refuseCommonPassword } from './common-passwords.js';
import { sendVerificationLink } from './email-verification.js';

export type SignupForm = z.output<typeof signupRequestSchema>;

/**
 * A new regular customer: the role is never taken from the form (SERVER-06). The most common
 * passwords are refused, and the address is sent a link that verifies it (issue 31), in the
 * same transaction: no account without its link.
 */
export async function createCustomer(db: Database, form: SignupForm): Promise<CurrentUser> {
  const { password, confirmPassword: _confirmPassword, ...profile } = form;
  await refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...profile, passwordHash, role: 0 })
        .returning(userColumns);
      if (!user) throw new Error('The new user was not returned');
      await sendVerificationLink(tx, user);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new HttpError(409, 'An account with this email already exists');
    }
    throw error;
  }
}
