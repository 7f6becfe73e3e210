import { type LoginAnswer, type User, errorMessage, isAdminRole } from '@dhanya/api';

export const adminLoginMessages = {
  denied: 'Access denied: Not an admin',
  failed: 'Invalid credentials or server error',
} as const;

export type AdminLoginOutcome =
  { kind: 'admin'; token: string; user: User } | { kind: 'denied' } | { kind: 'failed'; message: string };

/**
 * Only role 1 or '1' may in (ADMIN-02); anyone else is refused without storing anything
 * (ADMIN-03). An answer without a token or user cannot sign anybody in.
 */
export function readAdminLogin(answer: LoginAnswer): AdminLoginOutcome {
  if (!answer.token || !answer.user) return { kind: 'failed', message: adminLoginMessages.failed };
  if (!isAdminRole(answer.user.role)) return { kind: 'denied' };
  return { kind: 'admin', token: answer.token, user: answer.user };
}

/** A refused or failed request: the server's own words, else the spec's fallback (ADMIN-04). */
export function adminLoginFailure(error: unknown): AdminLoginOutcome {
  return { kind: 'failed', message: errorMessage(error, adminLoginMessages.failed) };
}
