import type { User } from '@dhanya/api';
import { useStoredSession } from '@dhanya/shell';
import { createContext, use, useMemo } from 'react';

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
  const { token, isAdmin, signIn, signOut } = useStoredSession();
  const session = useMemo<AdminSession>(
    () => ({ token, isAdmin, signIn: (newToken, user) => signIn(newToken, user.role), signOut }),
    [token, isAdmin, signIn, signOut],
  );
  return <AdminSessionContext value={session}>{children}</AdminSessionContext>;
}

export function useAdminSession(): AdminSession {
  const session = use(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return session;
}
