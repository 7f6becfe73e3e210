import { errorMessage } from '@dhanya/api';
import { useResendVerification } from '@dhanya/api/swr';
import { Button } from '@dhanya/ui';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useServerWords, useTexts } from '../../shared/locale';

/**
 * "E-mail not verified — resend" on the profile until the sign-up link is followed (issue 31):
 * order e-mails wait for a verified address. The answer (sent, or wait a minute) is read out.
 */
export function EmailVerificationNotice() {
  const { trigger, isMutating } = useResendVerification();
  const [outcome, setOutcome] = useState('');
  const texts = useTexts().profile;
  const words = useServerWords();

  async function resend() {
    setOutcome('');
    try {
      setOutcome(words(await trigger()));
    } catch (error) {
      setOutcome(words(errorMessage(error, texts.resendFailed)));
    }
  }

  return (
    <section
      aria-labelledby="email-not-verified"
      className="flex flex-col gap-1 rounded-card border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-foreground"
    >
      <p className="flex flex-wrap items-center gap-x-1.5">
        <MailWarning aria-hidden className="size-4 text-warning" />
        <strong id="email-not-verified" className="font-semibold">
          {texts.notVerified}
        </strong>{' '}
        <span aria-hidden>—</span>{' '}
        <Button variant="link" size="sm" onClick={() => void resend()} loading={isMutating}>
          {texts.resend}
        </Button>
      </p>
      <p className="text-muted-foreground">{texts.verifyHint}</p>
      <p role="status" className="font-medium empty:hidden">
        {outcome}
      </p>
    </section>
  );
}
