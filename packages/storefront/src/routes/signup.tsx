import { Link } from 'react-router-dom';
import { SignupForm } from '../features/account/signup-form';
import { AuthCard, AuthSwitch, StandalonePage } from '../features/account/standalone-page';
import { ThankYou } from '../features/account/thank-you';
import { useSignup } from '../features/account/use-signup';
import { PageMeta } from '../shared/page-meta';

export function SignupPage() {
  const { stage, submitting, submit } = useSignup();
  return (
    <StandalonePage>
      <PageMeta title="Sign Up" description="Create your account to order rice, grains and pulses." />
      {stage.step === 'thank-you' ? (
        <ThankYou user={stage.user} />
      ) : (
        <>
          <AuthCard title="Create Your Account" description="Sign up to order and track your groceries.">
            <SignupForm submitting={submitting} onValidSubmit={(request) => void submit(request)} />
          </AuthCard>
          <AuthSwitch>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign In
            </Link>
          </AuthSwitch>
        </>
      )}
    </StandalonePage>
  );
}
