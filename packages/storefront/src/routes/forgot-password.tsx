import { Link } from 'react-router-dom';
import { PasswordHelp, AuthCard, AuthSwitch, StandalonePage } from '../features/account';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

export function ForgotPasswordPage() {
  const texts = useTexts().account;
  return (
    <StandalonePage>
      <PageMeta title={texts.forgotTitle} description={texts.forgotDescription} />
      <AuthCard title={texts.forgotHeading} description={texts.forgotLead}>
        <PasswordHelp />
      </AuthCard>
      <AuthSwitch>
        {texts.remembered}{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {texts.backToSignIn}
        </Link>
      </AuthSwitch>
    </StandalonePage>
  );
}
