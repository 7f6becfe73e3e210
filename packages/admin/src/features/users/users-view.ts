import { ApiError, type User, formatDate, isAdminRole } from '@dhanya/api';

/** The spec's texts of the Users tab (ADMIN-25 to ADMIN-27). */
export const usersTexts = {
  noToken: 'No token found. Please login as admin.',
  unexpectedFormat: 'Unexpected user data format.',
  fetchFailed: 'Failed to fetch users.',
  empty: 'No users found',
  signOutEverywhere: 'Sign out everywhere',
  /** Shown only if the server's answer carries no text of its own. */
  signedOut: 'Signed out everywhere',
  signOutFailed: 'Operation failed',
} as const;

export type UsersState = { hasToken: boolean; data?: unknown; error?: unknown; isLoading: boolean };

export type UsersView =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; retry: boolean }
  | { kind: 'empty'; message: string }
  | { kind: 'users'; users: User[] };

/**
 * What the Users tab shows for the state of `useUsers()`. Without a token nothing was asked
 * (ADMIN-26). An `ApiError` is a request that failed (no answer or not 2xx); any other error
 * is an answer that came but did not hold a users list, which `getUsers` rejects (ADMIN-27).
 */
export function usersView({ hasToken, data, error, isLoading }: UsersState): UsersView {
  if (!hasToken) return { kind: 'failed', message: usersTexts.noToken, retry: false };
  if (error instanceof ApiError) return { kind: 'failed', message: usersTexts.fetchFailed, retry: true };
  if (error) return { kind: 'failed', message: usersTexts.unexpectedFormat, retry: true };
  if (isLoading || data === undefined) return { kind: 'loading' };
  if (!Array.isArray(data)) return { kind: 'failed', message: usersTexts.unexpectedFormat, retry: true };
  if (data.length === 0) return { kind: 'empty', message: usersTexts.empty };
  return { kind: 'users', users: data as User[] };
}

/** "Admin" in the warning colour for role 1 or '1', else "User" in the success colour (ADMIN-25). */
export function roleChip(role: User['role']): { label: 'Admin' | 'User'; tone: 'warning' | 'success' } {
  return isAdminRole(role) ? { label: 'Admin', tone: 'warning' } : { label: 'User', tone: 'success' };
}

/** "+91 98450 12345"-style contact: the dial code and the number, or nothing when neither is stored. */
export function formatPhone(user: Pick<User, 'countryCode' | 'phoneNumber'>): string {
  return [user.countryCode.trim(), user.phoneNumber.trim()].filter(Boolean).join(' ');
}

/** "Karnataka, India": region and country, leaving out the empty ones. */
export function formatPlace(user: Pick<User, 'region' | 'country'>): string {
  return [user.region.trim(), user.country.trim()].filter(Boolean).join(', ');
}

/** "1 Nov 2026" in the viewer's time zone (as every admin date of an event), or nothing for an unreadable date. */
export const formatJoined = (iso: string, timeZone = 'local') => formatDate(iso, 'date', { timeZone });

/** "Asha Nair", or the email for an account without a name. */
export function userName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * What the confirmation says before ending every session of `user`. Ending the admin's own
 * sessions signs out this browser as well: the next call answers 401 and leads to the login.
 */
export function signOutQuestion(user: Pick<User, 'firstName' | 'lastName' | 'email'>, isSelf: boolean) {
  const name = userName(user);
  return {
    title: `Sign ${name} out everywhere?`,
    description: isSelf
      ? 'This is your own account: every device, this one included, is signed out, and your next action here takes you to the login page.'
      : `${name} will be signed out on every phone and computer and must log in again.`,
  };
}
