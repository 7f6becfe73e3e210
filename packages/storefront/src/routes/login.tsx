import { Link } from 'react-router-dom';
import { LoginForm, AuthCard, AuthSwitch, StandalonePage, useLogin } from '../features/account';
import { PageMeta } from '../shared/page-meta';

export function LoginPage() {
  const { submitting, submit } = useLogin();
  return (
    <StandalonePage>
      <PageMeta title="Sign In" description="Sign in to your account to see your orders, cart and profile." />
      <AuthCard title="Welcome Back" description="Sign in to your account.">
        <LoginForm submitting={submitting} onSubmit={(credentials) => void submit(credentials)} />
      </AuthCard>
      <AuthSwitch>
        New here?{' '}
        <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
          Create Account
        </Link>
      </AuthSwitch>
    </StandalonePage>
  );
}
