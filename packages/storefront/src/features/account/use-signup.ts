import { type SignupRequest, type User, errorMessage, signup } from '@dhanya/api';
import { useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerWords, useTexts } from '../../shared/locale';
import { useLater } from './use-later';

/** Success toast 3 s, then the Thank You screen, then /profile about 3 s later (ACCOUNT-09). */
const SIGNUP_SUCCESS_TOAST_MS = 3000;
const SIGNUP_THANK_YOU_MS = 3000;
const SIGNUP_ERROR_TOAST_MS = 5000;

type SignupStage = { step: 'form' } | { step: 'thank-you'; user: User };

/** Sends a checked form and walks the page through success or failure (ACCOUNT-08..10). */
export function useSignup() {
  const texts = useTexts().account;
  const words = useServerWords();
  const [stage, setStage] = useState<SignupStage>({ step: 'form' });
  const [submitting, setSubmitting] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const later = useLater();

  async function submit(request: SignupRequest) {
    setSubmitting(true);
    let user: User;
    try {
      user = await signup(request);
    } catch (error) {
      toast({
        title: words(errorMessage(error, texts.signupFailed)),
        tone: 'error',
        durationMs: SIGNUP_ERROR_TOAST_MS,
      });
      setSubmitting(false);
      return;
    }
    toast({ title: texts.signupSuccess, tone: 'success', durationMs: SIGNUP_SUCCESS_TOAST_MS });
    // The button stays disabled until the Thank You screen replaces the form.
    later(SIGNUP_SUCCESS_TOAST_MS, () => {
      setStage({ step: 'thank-you', user });
      later(SIGNUP_THANK_YOU_MS, () => navigate('/profile'));
    });
  }

  return { stage, submitting, submit };
}
