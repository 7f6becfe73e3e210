import { type CheckoutRequest, type User, isAdminRole } from '@dhanya/api';
import { type StoredSession, useStoredSession } from '@dhanya/shell';
import { createContext, use, useCallback, useMemo, useState } from 'react';
import { useSavedLanguageChoice } from './locale/saved-language-choice';

export { isAdminRole };

export type Session = Omit<StoredSession, 'signIn'> & {
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
};

const SessionContext = createContext<Session | null>(null);

/**
 * The stored session, plus what the storefront keeps of the shopper in memory only. Pages for
 * signed-in shoppers wait for `restored` before they redirect or show a guest's view.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const { restored, token, role, isSignedIn, isAdmin, signIn: storeSignIn, signOut: storeSignOut } = useStoredSession();
  const [user, setUser] = useState<User | null>(null);
  const [checkoutData, setCheckoutData] = useState<CheckoutRequest | null>(null);
  useSavedLanguageChoice(token);

  const signIn = useCallback(
    (newToken: string, signedIn: User) => {
      storeSignIn(newToken, signedIn.role);
      setUser(signedIn);
    },
    [storeSignIn],
  );

  const signOut = useCallback(async () => {
    setUser(null);
    setCheckoutData(null);
    await storeSignOut();
  }, [storeSignOut]);

  const session = useMemo<Session>(
    () => ({
      restored,
      token,
      role,
      isSignedIn,
      isAdmin,
      user,
      setUser,
      checkoutData,
      setCheckoutData,
      signIn,
      signOut,
    }),
    [restored, token, role, isSignedIn, isAdmin, user, checkoutData, signIn, signOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
