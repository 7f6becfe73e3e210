import { ROLE_KEY, TOKEN_KEY, type User, isAdminRole, logout, storeSession } from '@dhanya/api';
import { logOut } from '@dhanya/api/swr';
import { useCallback, useSyncExternalStore } from 'react';
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

const subscribeToNothing = () => () => {};
const readToken = () => localStorage.getItem(TOKEN_KEY);
const readRole = () => localStorage.getItem(ROLE_KEY);

/** The session this browser keeps in local storage: a token and a role, nothing more. */
export type StoredSession = {
  /**
   * False while the server renders a page and while the browser hydrates it: local storage
   * has not been read yet, so "signed out" is not known yet either.
   */
  restored: boolean;
  token: string | null;
  role: string | null;
  isSignedIn: boolean;
  /** A stored token with the stored role '1' (ADMIN-05); the server checks rights on every call. */
  isAdmin: boolean;
  /** Stores the token and the role as a string (AUTH-01). */
  signIn: (token: string, role: User['role']) => void;
  /** Tells the server, then forgets token, role and everything cached for them (AUTH-05). */
  signOut: () => Promise<void>;
};

/** The stored session, kept current across this tab and the others. */
export function useStoredSession(): StoredSession {
  const token = useSyncExternalStore(subscribe, readToken, () => null);
  const role = useSyncExternalStore(subscribe, readRole, () => null);
  const restored = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const { mutate } = useSWRConfig();

  const signIn = useCallback((newToken: string, newRole: User['role']) => {
    storeSession(newToken, newRole);
    announceSessionChange();
  }, []);

  const signOut = useCallback(async () => {
    await logout().catch(() => undefined);
    await logOut(mutate);
    announceSessionChange();
  }, [mutate]);

  return {
    restored,
    token,
    role,
    isSignedIn: Boolean(token),
    isAdmin: Boolean(token) && isAdminRole(role),
    signIn,
    signOut,
  };
}
