import { HttpResponse } from 'msw';
import { paths } from '../../paths';
import { accountMessages } from '../../account-texts';
import {
  languageUpdateSchema,
  loginRequestSchema,
  profileUpdateSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from '../../schemas/account';
import { daysBefore, fixtureDate } from '../fixtures';
import {
  type MockOptions,
  failWith,
  jsonBody,
  mockRoutes,
  mockToken,
  param,
  requireAdmin,
  signedInUser,
  validate,
} from '../respond';
import { db, newId } from '../store';

/** The password every demo user logs in with; anything else is refused, as a wrong one is. */
export const mockPassword = 'dhanya123';

/** The token of the demo's one verification link: any other is expired or used. */
export const mockVerificationToken = 'demo-verification-token';

/** Signup, login, profile, the admin user list and signing a user out everywhere. */
export function accountHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const { empty } = route;
  return [
    route.post(paths.signup, async ({ request }) => {
      const form = validate(signupRequestSchema, await jsonBody(request));
      if (db.users.some((user) => user.email === form.email))
        failWith(409, 'An account with this email already exists');
      const { password: _password, confirmPassword: _confirm, ...profile } = form;
      const user = { _id: newId('user'), ...profile, role: 0, createdAt: fixtureDate.toISOString(), lastLogin: null };
      db.users.push(user);
      return HttpResponse.json({ success: true, user }, { status: 201 });
    }),
    route.post(paths.login, async ({ request }) => {
      const { email, password } = validate(loginRequestSchema, await jsonBody(request));
      const user = db.users.find((candidate) => candidate.email === email);
      if (!user || password !== mockPassword) failWith(401, 'Invalid email or password');
      user.lastLogin = daysBefore(0);
      return HttpResponse.json({ token: mockToken(user), user });
    }),
    route.post(paths.logout, ({ request }) => {
      signedInUser(request).lastLogout = daysBefore(0);
      return HttpResponse.json({ msg: 'Logged out' });
    }),
    route.get(paths.profile, ({ request }) => HttpResponse.json({ user: signedInUser(request) })),
    route.put(paths.userLanguage, async ({ request }) => {
      const user = signedInUser(request);
      const { language } = validate(languageUpdateSchema, await jsonBody(request));
      user.language = language;
      return HttpResponse.json({ language });
    }),
    route.put(paths.profile, async ({ request }) => {
      const user = signedInUser(request);
      const {
        password,
        currentPassword,
        email: _email,
        ...changes
      } = validate(profileUpdateSchema, await jsonBody(request));
      if (password !== undefined && !currentPassword) failWith(400, accountMessages.currentPasswordMissing);
      if (password !== undefined && currentPassword !== mockPassword)
        failWith(400, accountMessages.currentPasswordWrong);
      Object.assign(user, changes);
      return HttpResponse.json({ user });
    }),
    route.post(paths.verifyEmail, async ({ request }) => {
      const { token } = validate(verifyEmailRequestSchema, await jsonBody(request));
      if (token !== mockVerificationToken) failWith(400, accountMessages.verificationLinkInvalid);
      return HttpResponse.json({ msg: accountMessages.emailVerified });
    }),
    route.post(paths.resendVerification, ({ request }) => {
      const user = signedInUser(request);
      if (user.emailVerified === true) failWith(409, accountMessages.alreadyVerified);
      return HttpResponse.json({ msg: accountMessages.verificationSent });
    }),
    route.get(paths.users, ({ request }) => {
      requireAdmin(request);
      return HttpResponse.json({ users: empty ? [] : db.users });
    }),
    route.delete(paths.userSessions.route, ({ request, params }) => {
      requireAdmin(request);
      const id = param(params.id);
      // Demo ids are not UUIDs: one that names nobody answers 404, as a malformed id does.
      if (!db.users.some((user) => user._id === id)) failWith(404, 'Not found');
      const ended = db.openSessions[id] ?? 0;
      db.openSessions[id] = 0;
      return HttpResponse.json({ msg: accountMessages.endedSessions(ended), ended });
    }),
  ];
}
