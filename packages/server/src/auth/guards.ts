import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { adminRole, type CurrentUser } from './current-user.js';
import { userOfSession } from './sessions.js';
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
    /** The session of the bearer token, when `user` is set. */
    sessionId: string | null;
  }
}

export function installAuth(app: FastifyInstance, { db, jwtSecret }: { db: Database; jwtSecret: Uint8Array }): void {
  /**
   * The user behind the bearer token, read with its session from the database on every
   * request, so a session ended anywhere is refused everywhere at once.
   */
  async function identify(request: FastifyRequest): Promise<void> {
    request.user = null;
    request.sessionId = null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return;
    const claims = await verifyToken(match[1], jwtSecret);
    if (!claims) return;
    request.user = await userOfSession(db, claims.userId, claims.sessionId);
    if (request.user) request.sessionId = claims.sessionId;
  }

  async function signedIn(request: FastifyRequest): Promise<CurrentUser> {
    await identify(request);
    if (!request.user) throw new HttpError(401, 'Please log in');
    return request.user;
  }

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    await signedIn(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    // The role of the stored user, not the token's claim: a demoted admin loses access at once.
    const user = await signedIn(request);
    if (user.role !== adminRole) throw new HttpError(403, 'Only the shop admin can do this');
  });
  app.decorate('optionalUser', identify);
}
