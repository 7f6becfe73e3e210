import { Link } from 'react-router-dom';
import { SignupForm, AuthCard, AuthSwitch, StandalonePage, ThankYou, useSignup } from '../features/account';
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
