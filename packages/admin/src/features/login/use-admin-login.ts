import { type LoginRequest, login } from '@dhanya/api';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminSession } from '../../shared/admin-session';
import { adminLoginFailure, readAdminLogin } from './login-outcome';

/**
 * Signs an admin in and opens the dashboard (ADMIN-02). A shopper's login opens the
 * "Access denied" alert and stores nothing (ADMIN-03); a failure stays on the page with
 * its message (ADMIN-04). `login` never redirects on its own 401. The form counts as
 * submitting until `submit` settles, which is after the dashboard has opened.
 */
export function useAdminLogin() {
  const [failure, setFailure] = useState<string>();
  const [denied, setDenied] = useState(false);
  const { signIn } = useAdminSession();
  const navigate = useNavigate();

  async function submit(credentials: LoginRequest) {
    setFailure(undefined);
    const outcome = await login(credentials).then(readAdminLogin, adminLoginFailure);
    if (outcome.kind === 'admin') {
      signIn(outcome.token, outcome.user);
      await navigate('/admin-dashboard', { replace: true });
      return;
    }
    if (outcome.kind === 'denied') setDenied(true);
    else setFailure(outcome.message);
  }

  return { failure, denied, closeDenied: () => setDenied(false), submit };
}
