import { accountMessages, errorMessage } from '@dhanya/api';
import { useEmailVerification } from '@dhanya/api/swr';
import { Spinner } from '@dhanya/ui';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, AuthSwitch, StandalonePage } from '../features/account';
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

  return (
    <StandalonePage>
      <PageMeta title="Verify E-mail" description="Confirm the e-mail address of your account." />
      {failed ? (
        <AuthCard title="Link expired or used">
          <div className="flex flex-col items-center gap-3 text-center">
            <CircleX aria-hidden className="size-10 text-error" />
            <p role="alert">{errorMessage(error, accountMessages.verificationLinkInvalid)}</p>
            <p className="text-sm text-muted-foreground">Sign in and ask for a new link from your profile.</p>
          </div>
        </AuthCard>
      ) : data ? (
        <AuthCard title="E-mail verified">
          <div className="flex flex-col items-center gap-3 text-center">
            <CircleCheck aria-hidden className="size-10 text-success" />
            <p role="status">{data}</p>
            <p className="text-sm text-muted-foreground">We will e-mail you about your orders.</p>
          </div>
        </AuthCard>
      ) : (
        <AuthCard title="Verifying your e-mail">
          <div className="flex justify-center py-4">
            <Spinner size="lg" label="Checking your link" className="text-primary" />
          </div>
        </AuthCard>
      )}
      <AuthSwitch>
        <Link to="/profile" className={linkClass}>
          My Profile
        </Link>
        {' · '}
        <Link to="/" className={linkClass}>
          Continue shopping
        </Link>
      </AuthSwitch>
    </StandalonePage>
  );
}
