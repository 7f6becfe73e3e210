import { ROLE_KEY, TOKEN_KEY, type User, isAdminRole, logout, storeSession } from '@dhanya/api';
import { logOut } from '@dhanya/api/swr';
import { createContext, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';

const changed = 'dhanya:session';

/** Tells this tab's subscribers that `token` or `role` changed (other tabs hear `storage`). */
export function announceSessionChange() {
  window.dispatchEvent(new Event(changed));
}

function subscribe(onChange: () => void) {
  window.addEventListener(changed, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export type AdminSession = {
  token: string | null;
  /** A stored token with the stored role '1' (ADMIN-05); the server checks rights on every call. */
  isAdmin: boolean;
  /** Stores the token and the role as a string (AUTH-01). */
  signIn: (token: string, user: Pick<User, 'role'>) => void;
  /** Forgets token, role and everything cached for the admin (AUTH-05). */
  signOut: () => Promise<void>;
};

const AdminSessionContext = createContext<AdminSession | null>(null);

export function AdminSessionProvider({ children }: { children: React.ReactNode }) {
  const token = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(TOKEN_KEY),
    () => null,
  );
  const role = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(ROLE_KEY),
    () => null,
  );
  const { mutate } = useSWRConfig();

  const signIn = useCallback((newToken: string, user: Pick<User, 'role'>) => {
    storeSession(newToken, user.role);
    announceSessionChange();
  }, []);

  const signOut = useCallback(async () => {
    await logout().catch(() => undefined);
    await logOut(mutate);
    announceSessionChange();
  }, [mutate]);

  const session = useMemo<AdminSession>(
    () => ({ token, isAdmin: Boolean(token) && isAdminRole(role), signIn, signOut }),
    [token, role, signIn, signOut],
  );
  return <AdminSessionContext value={session}>{children}</AdminSessionContext>;
}

export function useAdminSession(): AdminSession {
  const session = use(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return session;
}
