import type { User } from '@dhanya/api';
import { Avatar, Button, Card } from '@dhanya/ui';
import { LogOut, Pencil } from 'lucide-react';
import type { StorefrontTexts } from '../../locales/en';
import { useTexts } from '../../shared/locale';

type ProfileHeaderProps = {
  profile: User;
  onEdit: () => void;
  onLogout: () => void;
  loggingOut: boolean;
};

/** "+91 9876543210", or the spec's words when the shopper has not given one (ACCOUNT-17). */
function phoneText(
  { countryCode, phoneNumber }: Pick<User, 'countryCode' | 'phoneNumber'>,
  texts: StorefrontTexts['profile'],
): string {
  if (!phoneNumber) return texts.noPhone;
  return countryCode ? `${countryCode} ${phoneNumber}` : phoneNumber;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words text-foreground">{children}</dd>
    </div>
  );
}

/** The card at the top of /profile: initial, name, contact details and the two actions. */
export function ProfileHeader({ profile, onEdit, onLogout, loggingOut }: ProfileHeaderProps) {
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const texts = useTexts().profile;
  return (
    <Card className="gap-6 px-6 sm:px-8">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-left">
        <Avatar name={fullName} size="xl" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-2xl font-semibold tracking-tight break-words text-foreground">{fullName}</h2>
          <p className="text-sm break-all text-muted-foreground">{profile.email}</p>
        </div>
      </div>
      <dl className="grid gap-4 rounded-card bg-muted/60 p-4 sm:grid-cols-3">
        <Detail label={texts.phone}>{phoneText(profile, texts)}</Detail>
        <Detail label={texts.country}>{profile.country || texts.noCountry}</Detail>
        <Detail label={texts.region}>{profile.region || texts.noRegion}</Detail>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button onClick={onEdit}>
          <Pencil aria-hidden />
          {texts.edit}
        </Button>
        <Button variant="outline" onClick={onLogout} loading={loggingOut}>
          {!loggingOut && <LogOut aria-hidden />}
          {texts.logout}
        </Button>
      </div>
    </Card>
  );
}
