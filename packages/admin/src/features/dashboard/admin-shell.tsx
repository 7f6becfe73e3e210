import { Button } from '@dhanya/ui';
import { LogOut, Wheat } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useAdminSession } from '../../shared/admin-session';

/** The dashboard's frame: the shop's mark, a link to the storefront, and Logout. */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const { signOut } = useAdminSession();
  const navigate = useNavigate();
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 min-[900px]:px-6">
          <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-primary text-secondary">
            <Wheat className="size-5" />
          </span>
          <p className="text-lg font-bold text-primary">Dhanya Admin</p>
          <a href="/" className="ml-auto text-sm font-medium text-primary underline-offset-4 hover:underline">
            View shop
          </a>
          <Button
            variant="outline"
            size="sm"
            onClick={async () => {
              await signOut();
              void navigate('/admin-login', { replace: true });
            }}
          >
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </header>
      <AdminMain>{children}</AdminMain>
    </div>
  );
}

/** Where the dashboard's content sits under the shell's header: centred and padded. */
export function AdminMain({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto max-w-7xl px-4 py-6 min-[900px]:px-6">{children}</main>;
}
