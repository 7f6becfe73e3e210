import {
  accountMessages,
  endSessionsResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  paths,
  profileResponseSchema,
  profileUpdateSchema,
  languageUpdateSchema,
  signupRequestSchema,
  signupResponseSchema,
  usersResponseSchema,
} from '@dhanya/api/contract';
import { idParams, messageSchema } from '../../http/route-schemas.js';
import { currentUser } from '../../auth/current-user.js';
import { decoyHash } from '../../auth/password.js';
import { endAllSessions } from '../../auth/sessions.js';
import { errorsCarryMessage } from '../../http/errors.js';
import { limitPerAddress } from '../../http/rate-limits/policy.js';
import type { ServerModule } from '../../server-types.js';
import { logIn } from './login.js';
import { logOut } from './logout.js';
import { saveLanguage, updateProfile } from './profile.js';
import { createCustomer } from './signup.js';
import { listUsers } from './user-list.js';
import { toUserView } from './user-view.js';

/** Signup, login, logout, the profile and the staff's user list. */
const accounts: ServerModule = async (app, { db, config }) => {
  app.post(
    paths.signup,
    {
      config: { rateLimit: limitPerAddress(config, 'signup') },
      schema: { body: signupRequestSchema, response: { 201: signupResponseSchema } },
    },
    async (request, reply) => {
      const user = await createCustomer(db, request.body);
      return reply.code(201).send({ success: true, user: toUserView(user) });
    },
  );

  // Hashed before the first request: the first login with an unknown e-mail takes no longer.
  app.addHook('onReady', async () => void (await decoyHash()));

  app.post(
    paths.login,
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request) => {
      const { token, user } = await logIn(db, config.jwtSecret, { ...request.body, ip: request.ip });
      return { token, user: toUserView(user) };
    },
  );

  app.post(
    paths.logout,
    { preValidation: app.authenticate, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await logOut(db, currentUser(request).id, request.sessionId!);
      return { msg: 'Logged out' };
    },
  );

  app.get(
    paths.profile,
    { preValidation: app.authenticate, schema: { response: { 200: profileResponseSchema } } },
    async (request) => ({ user: toUserView(currentUser(request)) }),
  );

  app.put(
    paths.profile,
    {
      config: errorsCarryMessage,
      preValidation: app.authenticate,
      schema: { body: profileUpdateSchema, response: { 200: profileResponseSchema } },
    },
    async (request) => {
      const session = { userId: currentUser(request).id, sessionId: request.sessionId!, ip: request.ip };
      const user = await updateProfile(db, session, request.body);
      return { user: toUserView(user) };
    },
  );

  app.put(
    paths.userLanguage,
    {
      preValidation: app.authenticate,
      schema: { body: languageUpdateSchema, response: { 200: languageUpdateSchema } },
    },
    async (request) => {
      await saveLanguage(db, currentUser(request).id, request.body.language);
      return { language: request.body.language };
    },
  );

  app.get(
    paths.users,
    {
      config: errorsCarryMessage,
      preValidation: app.requireAdmin,
      schema: { response: { 200: usersResponseSchema } },
    },
    async () => ({ users: (await listUsers(db)).map(toUserView) }),
  );

  app.delete(
    paths.userSessions.route,
    {
      preValidation: app.requireAdmin,
      schema: { params: idParams, response: { 200: endSessionsResponseSchema } },
    },
    async (request) => {
      const ended = await endAllSessions(db, request.params.id);
      return { msg: accountMessages.endedSessions(ended), ended };
    },
  );
};

export default accounts;
