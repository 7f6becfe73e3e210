import type { User } from '@dhanya/api';
import { Spinner } from '@dhanya/ui';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { AuthCard } from './standalone-page';

/** Shown after a signup, for the few seconds before the page moves on to /profile (ACCOUNT-09). */
export function ThankYou({ user }: { user: User }) {
  const texts = useTexts().account;
  const [before, , after] = texts.accountCreated(user.email);
  return (
    <AuthCard title={texts.thankYou} description={texts.welcome(user.firstName)}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck aria-hidden className="size-14 text-success" />
        <p className="text-sm text-foreground">
          {before}
          <strong className="font-semibold">{user.email}</strong>
          {after}
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" label="" />
          {texts.takingYou}
        </p>
        <Link to="/profile" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {texts.continueNow}
        </Link>
      </div>
    </AuthCard>
  );
}
