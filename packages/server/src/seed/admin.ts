import { eq } from 'drizzle-orm';
import { adminRole } from '../auth/current-user.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';

export type AdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * The admin of ADMIN_EMAIL / ADMIN_PASSWORD exists with role 1 and that password (SERVER-09).
 * An existing account of that email is promoted and takes the configured password.
 */
export async function ensureAdmin(db: Database, admin: { email: string; password: string }): Promise<AdminOutcome> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);

  if (!existing) {
    await db.insert(users).values({
      firstName: 'Shop',
      lastName: 'Admin',
      email,
      passwordHash: await hashPassword(admin.password),
      role: adminRole,
    });
    return 'created';
  }

  const passwordMatches = await verifyPassword(admin.password, existing.passwordHash);
  if (existing.role === adminRole && passwordMatches) return 'unchanged';
  await db
    .update(users)
    .set({
      role: adminRole,
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(admin.password) }),
    })
    .where(eq(users.id, existing.id));
  return 'updated';
}
