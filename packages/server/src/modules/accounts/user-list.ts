import { userColumns, type CurrentUser } from '../../auth/current-user.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';

/** Every account, oldest first, for the shop's staff; never the password hashes (SERVER-42). */
export function listUsers(db: Database): Promise<CurrentUser[]> {
  return db.select(userColumns).from(users).orderBy(users.createdAt, users.id);
}
