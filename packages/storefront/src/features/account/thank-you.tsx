import { type User } from '@dhanya/api';
import { Spinner } from '@dhanya/ui';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AuthCard } from './standalone-page';

/** Shown after a signup, for the few seconds before the page moves on to /profile (ACCOUNT-09). */
export function ThankYou({ user }: { user: User }) {
  return (
    <AuthCard title="Thank You" description={`Welcome to the shop, ${user.firstName}!`}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck aria-hidden className="size-14 text-success" />
        <p className="text-sm text-foreground">
          Your account for <strong className="font-semibold">{user.email}</strong> has been created.
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" label="" />
          Taking you to your profile…
        </p>
        <Link to="/profile" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Continue now
        </Link>
      </div>
    </AuthCard>
  );
}
