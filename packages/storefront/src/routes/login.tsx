import { Link } from 'react-router-dom';
import { LoginForm, AuthCard, AuthSwitch, StandalonePage, useLogin } from '../features/account';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export function LoginPage() {
  const { submitting, submit } = useLogin();
  const texts = useTexts().account;
  return (
    <StandalonePage>
      <PageMeta title={texts.signIn} description={texts.signInDescription} />
      <AuthCard title={texts.welcomeBack} description={texts.signInLead}>
        <LoginForm submitting={submitting} onSubmit={(credentials) => void submit(credentials)} />
      </AuthCard>
      <AuthSwitch>
        {texts.newHere}{' '}
        <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
          {texts.createAccount}
        </Link>
      </AuthSwitch>
    </StandalonePage>
  );
}
