import { ROLE_KEY, TOKEN_KEY, api } from '../client';
import { paths } from '../paths';
import type { LanguageUpdate, LoginRequest, ProfileUpdate, SignupRequest, User } from '../schemas/account';
import type { Answer } from './answer-schemas';
import { devCheck } from './dev-check';

/**
 * A success answer without a token is read, not rejected: the page says
 * "Login failed! No token received." and stores nothing (ACCOUNT-15).
 */
export type LoginAnswer = Answer<'login'>;

export function signup(form: SignupRequest): Promise<User> {
  return api.post(paths.signup, form, { schema: devCheck('signup') }).then((answer) => answer.user);
}

/** A wrong password answers 401: the login page shows it instead of reloading (AUTH-06). */
export function login(credentials: LoginRequest): Promise<LoginAnswer> {
  return api.post(paths.login, credentials, { schema: devCheck('login'), redirectOn401: false });
}

/** Keeps the token under `token` and the role, as a string, under `role` (AUTH-01). */
export function storeSession(token: string, role: User['role']): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ROLE_KEY, String(role));
}

/** Logout forgets the role with the token (AUTH-05). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ROLE_KEY);
}

export function getProfile(): Promise<User> {
  return api.get(paths.profile, { schema: devCheck('profile') }).then((answer) => answer.user);
}

/** POST /api/user/verify-email with the token of the e-mailed link; no session is needed. */
export function verifyEmail(token: string): Promise<string> {
  return api
    .post(paths.verifyEmail, { token }, { schema: devCheck('verification'), redirectOn401: false })
    .then((answer) => answer.msg);
}

/** POST /api/user/verify-email/resend: a new link to the signed-in user's address. */
export function resendVerification(): Promise<string> {
  return api
    .post(paths.resendVerification, undefined, { schema: devCheck('verification') })
    .then((answer) => answer.msg);
}

/** PUT /api/user/language (issue 34): stores the language the signed-in shopper chose. */
export async function saveLanguage(update: LanguageUpdate): Promise<void> {
  await api.put(paths.userLanguage, update, { schema: devCheck('acknowledgement'), redirectOn401: false });
}

export function updateProfile(update: ProfileUpdate): Promise<User> {
  return api.put(paths.profile, update, { schema: devCheck('profile') }).then((answer) => answer.user);
}

/**
 * GET /api/user/admin/users (admin only). An answer without a users list is rejected, in
 * production too where no schema checks it: the Users tab says so (ADMIN-27).
 */
export async function getUsers(): Promise<User[]> {
  const { users } = await api.get(paths.users, { schema: devCheck('users') });
  if (!Array.isArray(users)) throw new Error('Unexpected user data format');
  return users;
}

/** The text the staff see ("Ended 2 sessions") and how many sessions ended. */
export type EndedSessions = Answer<'endedSessions'>;

/**
 * DELETE /api/user/admin/users/:id/sessions (admin only): signs the user out on every
 * device; each of their tokens is refused from then on, the admin's own included.
 */
export function endUserSessions(userId: string): Promise<EndedSessions> {
  return api.delete(paths.userSessions(userId), { schema: devCheck('endedSessions') });
}

/** POST /api/user/logout records the time; the session is cleared here whatever the answer. */
export async function logout(): Promise<void> {
  try {
    if (api.hasToken()) await api.post(paths.logout, undefined, { redirectOn401: false });
  } finally {
    clearSession();
  }
}
