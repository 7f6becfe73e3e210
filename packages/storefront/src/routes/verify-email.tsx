import { accountMessages, errorMessage } from '@dhanya/api';
import { useEmailVerification } from '@dhanya/api/swr';
import { Spinner } from '@dhanya/ui';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, AuthSwitch, StandalonePage } from '../features/account';
import { useServerWords, useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * Where the link e-mailed at sign-up leads (issue 31): /verify-email?token=… posts its token
 * once the page runs and says whether the address is now verified or the link is spent.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, error } = useEmailVerification(token);
  const failed = !token || error;
  const texts = useTexts().profile;
  const words = useServerWords();

  return (
    <StandalonePage>
      <PageMeta title={texts.verifyTitle} description={texts.verifyDescription} />
      {failed ? (
        <AuthCard title={texts.linkSpent}>
          <div className="flex flex-col items-center gap-3 text-center">
            <CircleX aria-hidden className="size-10 text-error" />
            <p role="alert">{words(errorMessage(error, accountMessages.verificationLinkInvalid))}</p>
            <p className="text-sm text-muted-foreground">{texts.askNewLink}</p>
          </div>
        </AuthCard>
      ) : data ? (
        <AuthCard title={texts.verified}>
          <div className="flex flex-col items-center gap-3 text-center">
            <CircleCheck aria-hidden className="size-10 text-success" />
            <p role="status">{data}</p>
            <p className="text-sm text-muted-foreground">{texts.willEmail}</p>
          </div>
        </AuthCard>
      ) : (
        <AuthCard title={texts.verifying}>
          <div className="flex justify-center py-4">
            <Spinner size="lg" label={texts.checkingLink} className="text-primary" />
          </div>
        </AuthCard>
      )}
      <AuthSwitch>
        <Link to="/profile" className={linkClass}>
          {texts.title}
        </Link>
        {' · '}
        <Link to="/" className={linkClass}>
          {texts.continueShopping}
        </Link>
      </AuthSwitch>
    </StandalonePage>
  );
}
