import { Link } from 'react-router-dom';
import { SignupForm, AuthCard, AuthSwitch, StandalonePage, ThankYou, useSignup } from '../features/account';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export function SignupPage() {
  const { stage, submitting, submit } = useSignup();
  const texts = useTexts().account;
  return (
    <StandalonePage>
      <PageMeta title={texts.signUp} description={texts.signUpDescription} />
      {stage.step === 'thank-you' ? (
        <ThankYou user={stage.user} />
      ) : (
        <>
          <AuthCard title={texts.createYourAccount} description={texts.signUpLead}>
            <SignupForm submitting={submitting} onValidSubmit={(request) => void submit(request)} />
          </AuthCard>
          <AuthSwitch>
            {texts.haveAccount}{' '}
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              {texts.signIn}
            </Link>
          </AuthSwitch>
        </>
      )}
    </StandalonePage>
  );
}
