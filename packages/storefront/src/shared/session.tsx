import { type CheckoutRequest, ROLE_KEY, TOKEN_KEY, type User, isAdminRole, logout, storeSession } from '@dhanya/api';
import { logOut } from '@dhanya/api/swr';
import { createContext, use, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';

export { isAdminRole };

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

export type Session = {
  /**
   * False while the server renders a page and while the browser hydrates it: local storage
   * has not been read yet, so "signed out" is not known. Pages for signed-in shoppers wait
   * for it before they redirect or show a guest's view.
   */
  restored: boolean;
  token: string | null;
  role: string | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  /** The shared in-memory `user` (CONST-07): set at login, never written to storage (CONST-06). */
  user: User | null;
  setUser: (user: User | null) => void;
  /**
   * The checkout form as last typed (CONST-07 `checkoutData`), in memory only: a shopper who
   * closes the checkout dialog finds their address again when they reopen it.
   */
  checkoutData: CheckoutRequest | null;
  setCheckoutData: (form: CheckoutRequest | null) => void;
  /** Stores the token and role (AUTH-01) and remembers the user. */
  signIn: (token: string, user: User) => void;
  /** Forgets token, role, user and everything cached for them (AUTH-05). */
  signOut: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const token = useSyncExternalStore(subscribe, readToken, () => null);
  const role = useSyncExternalStore(subscribe, readRole, () => null);
  const restored = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [user, setUser] = useState<User | null>(null);
  const [checkoutData, setCheckoutData] = useState<CheckoutRequest | null>(null);
  const { mutate } = useSWRConfig();

  const signIn = useCallback((newToken: string, signedIn: User) => {
    storeSession(newToken, signedIn.role);
    setUser(signedIn);
    announceSessionChange();
  }, []);

  const signOut = useCallback(async () => {
    setUser(null);
    setCheckoutData(null);
    await logout().catch(() => undefined);
    await logOut(mutate);
    announceSessionChange();
  }, [mutate]);

  const session = useMemo<Session>(
    () => ({
      restored,
      token,
      role,
      isSignedIn: Boolean(token),
      isAdmin: Boolean(token) && isAdminRole(role),
      user,
      setUser,
      checkoutData,
      setCheckoutData,
      signIn,
      signOut,
    }),
    [restored, token, role, user, checkoutData, signIn, signOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
