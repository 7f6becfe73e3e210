import { Link } from 'react-router-dom';
import { PasswordHelp, AuthCard, AuthSwitch, StandalonePage } from '../features/account';
import { PageMeta } from '../shared/page-meta';

export function ForgotPasswordPage() {
  return (
    <StandalonePage>
      <PageMeta title="Forgot Password" description="How to get help resetting your password." />
      <AuthCard title="Forgot Your Password?" description="We will help you get back into your account.">
        <PasswordHelp />
      </AuthCard>
      <AuthSwitch>
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      </AuthSwitch>
    </StandalonePage>
  );
}
