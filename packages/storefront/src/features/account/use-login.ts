import { type LoginRequest, errorMessage, login } from '@dhanya/api';
import { useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useSession } from '../../shared/session';
import { mergeGuestCart } from '../cart';
import {
  LOGIN_ERROR_TOAST_MS,
  LOGIN_REDIRECT_DELAY_MS,
  LOGIN_SUCCESS_TOAST_MS,
  type LoginOutcome,
  destinationAfterLogin,
  readLoginAnswer,
} from './login-answer';
import { useServerWords, useTexts } from '../../shared/locale';
import { useLater } from './use-later';

/**
 * Signs in (ACCOUNT-13): stores token and role and remembers the user, carries the guest
 * cart over (CART-13), then moves on by role. A refused login stays on the page with the
 * server's reason (AUTH-06), and an answer without a token stores nothing (ACCOUNT-15).
 */
export function useLogin() {
  const [submitting, setSubmitting] = useState(false);
  const { signIn } = useSession();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const navigate = useNavigate();
  const later = useLater();
  const texts = useTexts().account;
  const words = useServerWords();

  async function submit(credentials: LoginRequest) {
    setSubmitting(true);
    let outcome: LoginOutcome;
    try {
      outcome = readLoginAnswer(await login(credentials), texts);
    } catch (error) {
      outcome = { ok: false, message: words(errorMessage(error, texts.loginFailed)) };
    }
    if (!outcome.ok) {
      toast({ title: outcome.message, tone: 'error', durationMs: LOGIN_ERROR_TOAST_MS });
      setSubmitting(false);
      return;
    }
    signIn(outcome.token, outcome.user);
    await mergeGuestCart(mutate);
    toast({ title: texts.loginSuccess, tone: 'success', durationMs: LOGIN_SUCCESS_TOAST_MS });
    // The button stays disabled until the page has moved on.
    const destination = destinationAfterLogin(outcome.user.role);
    later(LOGIN_REDIRECT_DELAY_MS, () => navigate(destination, { replace: true }));
  }

  return { submitting, submit };
}
