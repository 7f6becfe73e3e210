import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { adminRole, userColumns, type CurrentUser } from './current-user.js';
import { verifyToken } from './token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid token of an existing user; sets `request.user`. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a valid token, 403 unless the user's current role is admin. */
    requireAdmin: preHandlerAsyncHookHandler;
    /** preHandler for public routes: sets `request.user` when the token is good, ignores it otherwise. */
    optionalUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function installAuth(app: FastifyInstance, { db, jwtSecret }: { db: Database; jwtSecret: Uint8Array }): void {
  /** The user behind the bearer token, read from the database on every request. */
  async function userOf(request: FastifyRequest): Promise<CurrentUser | null> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return null;
    const claims = await verifyToken(match[1], jwtSecret);
    if (!claims || !uuidPattern.test(claims.userId)) return null;
    const [user] = await db.select(userColumns).from(users).where(eq(users.id, claims.userId)).limit(1);
    return user ?? null;
  }

  async function signedIn(request: FastifyRequest): Promise<CurrentUser> {
    request.user = await userOf(request);
    if (!request.user) throw new HttpError(401, 'Please log in');
    return request.user;
  }

  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    await signedIn(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    // The role of the stored user, not the token's claim: a demoted admin loses access at once.
    const user = await signedIn(request);
    if (user.role !== adminRole) throw new HttpError(403, 'Only the shop admin can do this');
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await userOf(request);
  });
}
