import type { User } from '@dhanya/api';
import { useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { useSession } from '../../shared/session';
import { EditProfileDialog } from './edit-profile-dialog';
import { EmailVerificationNotice } from './email-verification-notice';
import { ProfileHeader } from './profile-header';
import { ProfileTiles } from './profile-tiles';

/** The save notice stays 6 s (ACCOUNT-29). */
const PROFILE_UPDATED_TOAST_MS = 6000;

/** The loaded profile: header card, tiles, and the edit dialog. */
export function ProfileView({ profile }: { profile: User }) {
  const { setUser, signOut } = useSession();
  const { toast } = useToast();
  const texts = useTexts().profile;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  function changeEditing(open: boolean) {
    // As the spec's client does, opening the editor forgets the shared in-memory user
    // (ACCOUNT-21); the page keeps showing the profile it loaded.
    if (open) setUser(null);
    setEditing(open);
  }

  function saved(updated: User) {
    setUser(updated);
    setEditing(false);
    toast({ title: texts.updated, tone: 'success', durationMs: PROFILE_UPDATED_TOAST_MS });
  }

  async function logOut() {
    setLoggingOut(true);
    await signOut();
    void navigate('/login', { replace: true });
  }

  return (
    <>
      {profile.emailVerified === false && <EmailVerificationNotice />}
      <ProfileHeader
        profile={profile}
        onEdit={() => changeEditing(true)}
        onLogout={() => void logOut()}
        loggingOut={loggingOut}
      />
      <ProfileTiles />
      <EditProfileDialog open={editing} onOpenChange={changeEditing} user={profile} onSaved={saved} />
    </>
  );
}
