import { Link } from 'react-router-dom';
import { LoginForm } from '../features/account/login-form';
import { AuthCard, AuthSwitch, StandalonePage } from '../features/account/standalone-page';
import { useLogin } from '../features/account/use-login';
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
