import { getTableColumns } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users, type User } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/** A user as the server hands it around: never with the password hash (SERVER-42). */
export type CurrentUser = Omit<User, 'passwordHash'>;

const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(users);

/** `db.select(userColumns).from(users)` reads everything but the password hash. */
export const userColumns = publicColumns;

/** The signed-in user of a route guarded by `app.authenticate` or `app.requireAdmin`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new HttpError(401, 'Please log in');
  return request.user;
}

export const adminRole = 1;
