import type { LoginAnswer, User } from '@dhanya/api';
import type { StorefrontTexts } from '../../locales/en';
import { isAdminRole } from '../../shared/session';

/** Success toast 2 s; the page moves on after 1.5 s plus 0.5 s (ACCOUNT-13). */
export const LOGIN_SUCCESS_TOAST_MS = 2000;
export const LOGIN_REDIRECT_DELAY_MS = 1500 + 500;
export const LOGIN_ERROR_TOAST_MS = 3000;

export type LoginOutcome = { ok: true; token: string; user: User } | { ok: false; message: string };

/**
 * A signed-in answer needs a token (else "Login failed! No token received.", ACCOUNT-15) and
 * the user, whose role decides where the page goes; without them nothing is stored.
 */
export function readLoginAnswer(
  answer: LoginAnswer,
  texts: Pick<StorefrontTexts['account'], 'noToken' | 'loginFailed'>,
): LoginOutcome {
  if (!answer.token) return { ok: false, message: texts.noToken };
  if (!answer.user) return { ok: false, message: texts.loginFailed };
  return { ok: true, token: answer.token, user: answer.user };
}

/** Admins (role 1 or '1', AUTH-02) go to their dashboard, everyone else to their profile. */
export function destinationAfterLogin(role: unknown): '/admin-dashboard' | '/profile' {
  return isAdminRole(role) ? '/admin-dashboard' : '/profile';
}
