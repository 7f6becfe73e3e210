import { useProfile } from '@dhanya/api/swr';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../shared/session';

/**
 * The profile needs a stored token, and a profile the server will give: without a token,
 * or when GET /api/user/profile fails, the visitor is sent to /login and the failure
 * logged (ACCOUNT-16). `mustSignIn` is true when the page should already be leaving.
 */
export function useProfileGuard() {
  const { isSignedIn, restored } = useSession();
  const { data: profile, error } = useProfile();
  const navigate = useNavigate();

  useEffect(() => {
    if (!error) return;
    console.error('The profile could not be loaded', error);
    void navigate('/login', { replace: true });
  }, [error, navigate]);

  return { profile, mustSignIn: !isSignedIn, restored };
}
