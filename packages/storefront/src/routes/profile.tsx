import { Spinner } from '@dhanya/ui';
import { Navigate } from 'react-router-dom';
import { ProfileView, StandalonePage, useProfileGuard } from '../features/account';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';
import { SessionRestoring } from '../shared/session-restoring';

export function ProfilePage() {
  const { profile, mustSignIn, restored } = useProfileGuard();
  const texts = useTexts().profile;
  if (!restored) return <SessionRestoring />;
  if (mustSignIn) return <Navigate to="/login" replace />;
  return (
    <StandalonePage width="wide">
      <PageMeta title={texts.title} />
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{texts.title}</h1>
      {profile ? (
        <ProfileView profile={profile} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={texts.loading} className="text-primary" />
        </div>
      )}
    </StandalonePage>
  );
}
